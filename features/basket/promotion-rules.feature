@fresh-shop
Feature: Rule-based promotions in a shopper's basket

  Mona from the catalogue team creates promotions at the command line: automatic ones and codes,
  each with its conditions and one effect. Stackable promotions add up; an exclusive one never
  combines, and the shop keeps whatever saves the shopper more. Sam sees in a shopper's basket each
  promotion that applies, and what the others still need, in the store's language. A code's uses
  are counted by the orders: once they run out, the next shopper is told so and pays the full price.

  Background:
    Given Sam the support agent uses the boutique command line
    And Mona from the catalogue team is signed in

  Scenario: 3 for 2: the cheapest article of three is free
    Given a basket in the French store with 3 of an article well in stock
    When Mona creates an automatic "3 pour 2" promotion: buy 3, pay 2 in the category of the article
    And Sam recalculates it in the French store
    Then the basket shows the automatic promotion "3 pour 2" taking 1 article off
    And the basket total is the articles minus the discount plus shipping

  Scenario: 3 for 2 tells the shopper how many articles are missing
    Given a basket in the French store with 2 of an article well in stock
    When Mona creates an automatic "3 pour 2" promotion: buy 3, pay 2 in the category of the article
    And Sam recalculates it in the French store
    Then Sam reads "Offer: Ajoutez encore 1 article pour profiter de « 3 pour 2 »"
    And the basket has no promotion

  Scenario: Tiered discounts take the highest tier reached
    Given a basket in the French store with articles worth 100 € or more
    When Mona creates an automatic "Plus vous achetez" promotion with the tiers "50:10%,100:15%"
    And Sam recalculates it in the French store
    Then the basket shows the automatic promotion "Plus vous achetez" taking 15 % off the articles

  Scenario: A promotion offers the shipping
    Given a basket in the French store with 1 of an article well in stock
    When Mona creates an automatic "Livraison offerte" promotion offering the shipping
    And Sam recalculates it in the French store
    Then shipping is free

  Scenario: A stackable automatic promotion and a code add up
    Given a basket in the French store with 2 of an article well in stock
    When Mona creates an automatic "5 € pour tous" promotion taking 5 € off the basket
    And Sam applies the promo code "bienvenue10"
    Then the basket shows the automatic promotion "5 € pour tous" taking 5,00 €
    And the basket applies the code "BIENVENUE10" too
    And the basket total is the articles minus the discount plus shipping

  Scenario: An exclusive promotion that saves more is kept instead of the code
    Given a basket in the French store with 2 of an article well in stock
    When Mona creates an exclusive automatic "30 % exclusif" promotion taking 30 % off the basket
    And Sam applies the promo code "bienvenue10"
    Then the code is refused with the message "Non cumulable avec « 30 % exclusif », plus avantageuse"

  Scenario: A code for newsletter subscribers asks an anonymous shopper to sign in
    Given a basket in the French store with 1 of an article well in stock
    When Mona creates the code "NEWS10" taking 10 € off from 100 € for newsletter subscribers
    And Sam applies the promo code "news10"
    Then the code is refused with the message "Réservé aux abonnés à la newsletter : connectez-vous pour en profiter"

  Scenario: A code with a minimum says what is missing
    Given a basket in the French store with 1 of an article well in stock
    When Mona creates an automatic "10 € dès 200 €" promotion taking 10 € off from 200 €
    And Sam recalculates it in the French store
    Then Sam reads what is missing to reach 200 € in French

  Scenario: A code does not work before its first day
    Given a basket in the French store with 1 of an article well in stock
    When Mona creates the code "NOEL2030" taking 10 % off from 2030-12-01
    And Sam applies the promo code "noel2030"
    Then the code is refused with the message "Ce code promo sera valable à partir du 1 décembre 2030"

  Scenario: A disabled promotion is gone from the next basket
    Given a basket in the French store with 3 of an article well in stock
    When Mona creates an automatic "3 pour 2" promotion: buy 3, pay 2 in the category of the article
    And Sam recalculates it in the French store
    Then the basket shows the automatic promotion "3 pour 2" taking 1 article off
    When Mona disables the automatic promotion "3 pour 2"
    And Sam recalculates it in the French store
    Then the basket has no promotion

  Scenario: A code usable twice in all: the third shopper pays the full price
    When Mona creates the code "DUO10" taking 10 % off, usable 2 times in all
    And Camille orders 1 of the article in the French store with the code "duo10"
    And Lucía orders 1 of the article in the Spanish store with the code "duo10"
    And Giulia orders 1 of the article in the Italian store with the code "duo10"
    Then Camille's order takes 10 % off the articles with the code "DUO10"
    And Lucía's order takes 10 % off the articles with the code "DUO10"
    And Giulia is told "Questa offerta ha raggiunto il suo limite di utilizzo" and her order pays the full price

  Scenario: A code once per customer: the same customer's second order pays the full price, another's does not
    When Mona creates the code "UNEFOIS" taking 10 % off, once per customer
    And Camille orders 1 of the article in the French store with the code "unefois"
    Then Camille's order takes 10 % off the articles with the code "UNEFOIS"
    When Camille orders 1 of the article in the French store with the code "unefois"
    Then Camille is told "Vous avez déjà profité de cette offre" and her order pays the full price
    When Lucía orders 1 of the article in the Spanish store with the code "unefois"
    Then Lucía's order takes 10 % off the articles with the code "UNEFOIS"
