Feature: A shopper asks to be told when a sold-out size is back

  Alice has her eye on a jacket, but her size is sold out. She leaves her e-mail address for
  that size; the shop keeps one alert per address and size, and as soon as the size is back in
  stock it mails her once, in her language, with the link to the product.

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
    And Alice has one alert for that size

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
