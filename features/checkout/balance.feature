@fresh-shop
Feature: Vouchers and credits pay part or all of an order

  Vouchers and credits that do not cover an order pay what they can when the customer asks, and
  a card pays the rest (the payment provider is asked for the rest only). When they cover the
  whole order, they are the means of payment themselves (SPEC §9, id 10).

  Scenario: Camille pays part of an order with her voucher and the rest by card (a declined card gives the voucher back)
    Given Camille is signed in
    And Camille has 50.00 € of vouchers and credits
    And Camille has 6 of an article well in stock in the basket
    And Camille has the basket delivered to the first address of the book
    When Camille pays with the card "4000 0000 0000 0002", her vouchers and credits paying first
    Then Camille is told "Votre paiement a échoué" with the code 4000001
    And Camille has 50.00 € of vouchers and credits
    When Camille pays with the card "4242 4242 4242 4242", her vouchers and credits paying first
    Then Camille's vouchers and credits paid 50.00 € of the order and the card the rest
    And Camille's basket is empty
    And the stock of the article is 6 lower

  Scenario: Camille's gift card and voucher cover a whole order: means 10, not a card
    Given Camille is signed in
    And Camille has 50.00 € of vouchers and credits
    When Camille activates the gift card "CADEAU100DEMO007"
    Then Camille's vouchers and credits grew by 100.00 €
    Given Camille has 1 of an article well in stock in the basket
    And Camille has the basket delivered to the first address of the book
    When Camille pays with the card "4242 4242 4242 4242", her vouchers and credits paying first
    Then Camille is asked to pay with her vouchers and credits alone
    When Camille pays with her vouchers and credits
    Then Camille's order is paid
    And Camille's vouchers and credits went down by the order's value
