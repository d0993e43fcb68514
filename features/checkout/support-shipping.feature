@fresh-shop
Feature: Customer service ships and delivers orders

  Once an order is paid, customer service hands it to the carrier with its tracking number, then
  records its delivery. Only staff with the support role may do so. A morning's work is often one
  script of such steps, run in one go; it stops at the first step that fails and says which.

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

  Scenario: Customer service works through an order with one script
    When Sacha runs one script of order tools:
      | step                | order           | tracking number |
      | sign in             |                 |                 |
      | ship                | Camille's order | COL123456FR     |
      | look at             | Camille's order |                 |
      | record the delivery | Camille's order |                 |
    Then every step of Sacha's script succeeded
    And Camille finds the order delivered among her finished orders

  Scenario: A script stops at the first step that fails
    When Sacha runs one script of order tools:
      | step                | order            | tracking number |
      | sign in             |                  |                 |
      | ship                | Camille's order  | COL123456FR     |
      | record the delivery | an unknown order |                 |
      | record the delivery | Camille's order  |                 |
    Then Sacha is told the script stopped at step 3: "Order 999999 not found (404)"
    And Camille's order is shipped with the tracking number "COL123456FR"
