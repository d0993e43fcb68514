@fresh-shop
Feature: A shopper writes to customer support

  Zoé has a question about an order. She writes to customer support from the contact form (here,
  the boutique command line): her address, her name, what it is about, the order number if she has
  one (1 to 8 digits) and her message. The shop files it under a reference, mails it to support and
  sends Zoé an acknowledgement quoting that reference. Support staff read the messages with
  `boutique admin contact`.

  Background:
    Given Zoé can write to the shop through the boutique command line

  Scenario: A message about an order reaches support
    When Zoé writes to customer support about her order 1234: "My parcel has not arrived yet, could you check?"
    Then the shop gives Zoé a contact reference
    And Zoé receives an acknowledgement quoting her reference
    And customer support reads Zoé's message about the order 1234

  Scenario: An order number longer than 8 digits is refused
    When Zoé writes to customer support about her order 123456789: "My parcel has not arrived yet, could you check?"
    Then Zoé is told that an order number is 1 to 8 digits
    And customer support has no message from Zoé
