Feature: Promo codes in a shopper's basket

  A shopper reads a promo code over the phone; Sam applies it to their basket. The shop checks
  the code against its conditions (dates, minimum amount, brands or categories, devices) and says
  in the shopper's language why a code is refused.

  Background:
    Given Sam the support agent uses the boutique command line

  Scenario: A valid promo code takes its discount off the articles
    Given a basket in the French store with 2 of an article well in stock
    When Sam applies the promo code "bienvenue10"
    Then the basket shows the promotion "BIENVENUE10" taking 10 % off the articles
    And the basket total is the articles minus the discount plus shipping

  Scenario: An expired promo code is refused with its message
    Given a basket in the French store with 2 of an article well in stock
    When Sam applies the promo code "ETE2024"
    Then the code is refused with the message "Ce code promo a expiré"
    And the basket has no promotion

  Scenario: A promo code needs its minimum amount
    Given a basket in the French store with 1 of an article well in stock
    When Sam applies the promo code "MOINS15"
    Then the code is refused with the message "Montant minimum de 50,00 € non atteint"
    And the basket has no promotion
