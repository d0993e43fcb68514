@fresh-shop
Feature: Customer service ships and delivers orders

  Once an order is paid, customer service hands it to the carrier with its tracking number, then
  records its delivery. Only staff with the support role may do so.

  Background:
    Given Camille is signed in
    And Camille has 1 of an article well in stock in the basket
    And Camille has the basket delivered to the first address of the book
    And Camille pays by bank transfer
    And Sacha from customer service marks Camille's order paid

  Scenario: Customer service ships the order, then records its delivery
    When Sacha ships Camille's order with the tracking number "COL123456FR"
    Then Camille's order is shipped with the tracking number "COL123456FR"
    When Sacha records the delivery of Camille's order
    Then Camille finds the order delivered among her finished orders

  Scenario: A customer without the support role is refused
    When Camille tries to ship her own order with the tracking number "COL123456FR"
    Then Camille is told the order tools are reserved to support staff
    And Camille finds the order paid in the order history
