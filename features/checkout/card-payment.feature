@fresh-shop
Feature: A support agent checks out from the terminal with a card

  Sacha from customer service places orders for shoppers who call. The card's number goes to the
  payment provider, never to the shop. A declined card leaves the basket and the stock as they
  were, and the next try is a new order; a card that asks for 3-D Secure is paid once the bank's
  code is given.

  Background:
    Given Sacha from customer service is signed in
    And Sacha has 2 of an article well in stock in the basket
    And Sacha has the basket delivered to the first address of the book

  Scenario: A declined card, then a 3-D Secure card
    When Sacha pays with the card "4000 0000 0000 0002"
    Then Sacha is told "Votre paiement a échoué" with the code 4000001
    And Sacha's basket still holds 2 of the article
    And the stock of the article is unchanged
    When Sacha pays with the card "4000 0000 0000 3220" and the 3-D Secure code "123456"
    Then Sacha's order is paid
    And Sacha's basket is empty
    And the stock of the article is 2 lower
    And Sacha finds the order paid in the order history

  Scenario: A 3-D Secure code that the bank refuses
    When Sacha pays with the card "4000 0000 0000 3220" and the 3-D Secure code "000000"
    Then Sacha is told "Votre paiement a échoué" with the code 4010201
    And Sacha's basket still holds 2 of the article
    And the stock of the article is unchanged

  Scenario: A card kept for later pays the next order at once
    When Sacha pays with the card "4242 4242 4242 4242", keeping it for later
    Then Sacha's order is paid
    And Sacha's card book holds the card ending in 4242
    Given Sacha has 1 of an article well in stock in the basket
    And Sacha has the basket delivered to the first address of the book
    When Sacha pays with the saved card ending in 4242
    Then Sacha's order is paid

  Scenario: PayPal, cancelled then approved
    When Sacha pays with PayPal but cancels
    Then Sacha's payment fails with "Votre paiement a échoué"
    And Sacha's basket still holds 2 of the article
    When Sacha pays with PayPal
    Then Sacha's order is paid
