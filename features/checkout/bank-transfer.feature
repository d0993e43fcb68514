@fresh-shop
Feature: An order paid by bank transfer waits for the transfer

  Camille pays by bank transfer: the order is placed at once and waits for her money. When the
  transfer arrives, customer service marks the order paid, and its bill can be downloaded.

  Scenario: Customer service marks a transfer order paid
    Given Camille is signed in
    And Camille has 1 of an article well in stock in the basket
    And Camille has the basket delivered to the first address of the book
    When Camille pays by bank transfer
    Then Camille's order awaits payment
    And Camille's basket is empty
    And Camille cannot download the bill of the order yet
    When Sacha from customer service marks Camille's order paid
    Then Camille finds the order paid in the order history
    And Camille downloads the bill and the purchase order of the order as PDF files
