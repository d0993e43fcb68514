@fresh-shop
Feature: A shopper asks to be told when a sold-out size is back

  Alice has her eye on a jacket, but her size is sold out. She leaves her e-mail address for
  that size; the shop keeps one alert per address and size, and as soon as the size is back in
  stock it mails her once, in her language, with the link to the product.

  Alerts are private. A signed-in customer's alerts belong to her account and only she sees or
  removes them. Without an account, the shop gives links it signs: the one it answers when Alice
  asks for an alert opens that alert alone, and the one in the back-in-stock mail opens every alert
  of the address it was sent to. An e-mail address alone, or a link the shop did not sign, opens
  nothing.

  Background:
    Given Alice shops in the French store through the boutique command line
    And a product of the demo catalogue with a sold-out size

  Scenario: Alice asks for an alert on a sold-out size
    When Alice asks to be told when that size is back
    Then Alice's alert for that size is waiting for stock

  Scenario: The same alert twice is refused with the French message
    Given Alice asked to be told when that size is back
    When Alice asks to be told when that size is back
    Then the shop answers Alice "Vous êtes déjà inscrit à cette alerte mail"
    When 3 pieces of that size come back in stock
    Then the link in Alice's mail shows her one alert, for that size, marked as mailed

  Scenario: The size is back in stock and Alice gets the mail
    Given Alice asked to be told when that size is back
    When 3 pieces of that size come back in stock
    Then Alice finds a French mail in the outbox saying the product is back in her size, with its link
    And Alice's alert for that size is marked as mailed

  Scenario: Lucía is mailed in Spanish, with the Spanish store's link
    Given Lucía shops in the Spanish store through the boutique command line
    And Lucía asked to be told when that size is back
    When 1 piece of that size comes back in stock
    Then Lucía finds a Spanish mail in the outbox saying the product is back in her size, with its link

  Scenario: Alice removes the alert she just left with the link the shop gave her
    Given Alice asked to be told when that size is back
    When Alice removes that alert with the link the shop gave her
    Then Alice's link shows no alert any more

  Scenario: With the link of her mail, Alice sees and removes her alerts
    Given Alice asked to be told when that size is back
    And Alice asked to be told when another sold-out size is back
    When 3 pieces of that size come back in stock
    Then the link in Alice's mail shows her 2 alerts
    When Alice removes her alert for the other size with the link in her mail
    Then the link in Alice's mail shows her one alert, for that size, marked as mailed

  Scenario: Sam the support agent reads Alice's mail and removes her alerts with its link
    Given Alice asked to be told when that size is back
    And 3 pieces of that size come back in stock
    And Sam the support agent uses the boutique command line
    When Sam removes Alice's alert for that size with the link in her mail
    Then the link in Alice's mail shows her no alert

  Scenario: A link Mallory made up opens none of Alice's alerts
    Given Alice asked to be told when that size is back
    And Mallory shops in the French store through the boutique command line
    When Mallory asks for Alice's alerts with a link she made up
    Then the shop tells Mallory "Ce lien d'alerte n'est pas valide ou a expiré."

  Scenario: Someone else's alert cannot be removed with one's own link
    Given Alice asked to be told when that size is back
    And Mallory shops in the French store through the boutique command line
    And Mallory asked to be told when another sold-out size is back
    When Mallory tries to remove Alice's alert with the link the shop gave her
    Then the shop finds no such alert for Mallory
    And Alice's alert for that size is waiting for stock

  Scenario: A signed-in customer sees her own alerts only
    Given Camille is signed in
    And Camille asked to be told when that size is back
    And Alice asked to be told when another sold-out size is back
    When Camille lists her alerts
    Then Camille sees only her alert for that size

  Scenario: A signed-in customer cannot remove someone else's alert
    Given Alice asked to be told when that size is back
    And Camille is signed in
    When Camille tries to remove Alice's alert
    Then the shop finds no such alert for Camille
    And Alice's alert for that size is waiting for stock
