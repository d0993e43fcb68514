Feature: A support agent searches the catalogue from the terminal

  Sam works in customer support. When a shopper asks whether the shop has something, Sam searches
  the catalogue of the shopper's country from a terminal and finds what that shopper would find:
  the products with their price in euros, how many there are, and the facets that narrow them down.

  Background:
    Given Sam the support agent uses the boutique command line

  Scenario: Searching "sweat" in the French store finds the sweatshirts and hoodies, priced in euros
    When Sam searches the French store for "sweat"
    Then Sam is told how many products of the French store have "sweat" in their name
    And Sam sees hoodies among them
    And Sam sees each product with its price in the French store, the original price and the discount when it is on sale
    And Sam sees how many of them each brand has

  Scenario: Filtering by brand only shows that brand
    When Sam searches the French store for "sweat" from the brand "Nordvik"
    Then every product Sam sees is from Nordvik
    And Sam is told how many Nordvik products of the French store have "sweat" in their name

  Scenario: Sorting by price, cheapest first
    When Sam searches the French store for "sweat", cheapest first
    Then Sam sees the cheapest of them first
    And the prices Sam sees never go down

  Scenario: Searching the Spanish store in Spanish
    When Sam searches the Spanish store for "sudadera"
    Then Sam is told how many products of the Spanish store have "sudadera" in their name
    And Sam sees each product with its Spanish name and its price in the Spanish store

  Scenario: An unknown filter gives a clear error
    When Sam searches the French store for "sweat" filtered on "colour2=red"
    Then Sam is told that the filter "colour2" is unknown, with the filters there are
