@fresh-shop
Feature: The merchandiser manages the delivery terms

  Mona runs the catalogue (the merchandiser role). The delivery terms are hers to change: the
  amount from which shipping is free in each store, and what each carrier charges per country.
  A shopper sees the change on the very next basket answer: the basket ships free from the new
  amount and says how much is left to get there; checkout quotes the new price.

  Background:
    Given Mona from the catalogue team is signed in
    And Sam the support agent uses the boutique command line
    And an article well in stock

  Scenario: The Spanish store ships free from 60 €
    When Mona sets the free-shipping threshold of the Spanish store to 60 €
    And Sam adds 1 of it to the basket in the Spanish store
    Then Sam reads how much is left before shipping is free from 60 € in the Spanish store
    When Sam adds enough of it to the basket in the Spanish store to reach 60 €
    Then shipping is free
    And Sam reads "Envío gratuito"

  Scenario: The Spanish banner and FAQ page say the new amount
    When Mona sets the free-shipping threshold of the Spanish store to 60 €
    Then a shopper of the Spanish store sees the banner "Envío gratis desde 60,00 €" on the next page view
    And a shopper of the Spanish store reads "Sí, a partir de 60,00 € de compra." on the FAQ page
    And a shopper of the French store sees the banner "Livraison offerte dès 99,00 €" on the next page view

  Scenario: The French store keeps its threshold when the Spanish one changes
    When Mona sets the free-shipping threshold of the Spanish store to 60 €
    And Sam adds 1 of it to the basket in the French store
    Then Sam reads how much is left before shipping is free in the French store

  Scenario: Home delivery costs more in Spain
    When Mona sets the price of home delivery in ES to 7,50 €
    And Sam adds 1 of it to the basket in the Spanish store
    Then shipping costs 7,50 €
    And at checkout Sam is offered home delivery in the Spanish store at 7,50 €
