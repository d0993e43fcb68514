@fresh-shop
Feature: A shopper writes to customer support

  Zoé has a question about an order. She writes to customer support from the contact form (here,
  the boutique command line): her address, her name, what it is about, the order number if she has
  one (1 to 8 digits, one of the orders placed with her address) and her message. The shop files it under a reference, mails it to support and
  sends Zoé an acknowledgement quoting that reference. Support staff read the messages with
  `boutique admin contact`.

  Background:
    Given Zoé can write to the shop through the boutique command line

  Scenario: A message about an order reaches support
    Given Camille can write to the shop through the boutique command line
    When Camille writes to customer support about one of her orders: "My parcel has not arrived yet, could you check?"
    Then the shop gives Camille a contact reference
    And Camille receives an acknowledgement quoting her reference
    And customer support reads Camille's message about that order

  Scenario: An order number that is none of hers is refused, whoever's it is
    When Zoé writes to customer support about her order 1234: "My parcel has not arrived yet, could you check?"
    Then Zoé is told that the shop finds no order of hers with that number
    And customer support has no message from Zoé

  Scenario: An order number longer than 8 digits is refused
    When Zoé writes to customer support about her order 123456789: "My parcel has not arrived yet, could you check?"
    Then Zoé is told that an order number is 1 to 8 digits
    And customer support has no message from Zoé
