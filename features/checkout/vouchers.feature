@fresh-shop
Feature: Vouchers and credits pay for an order

  A customer whose vouchers and credits cover the whole order pays with them (SPEC §9 payment
  method 10): nothing is left to pay, the order is paid at once, and the balance goes down.

  Scenario: Camille pays a small order with her welcome voucher
    Given Camille is signed in
    And Camille has 50.00 € of vouchers and credits
    And Camille has 1 of an article well in stock in the basket
    And Camille has the basket delivered to the first address of the book
    When Camille pays with her vouchers and credits
    Then Camille's order is paid
    And Camille's basket is empty
    And the stock of the article is 1 lower
    And Camille's vouchers and credits went down by the order's value
