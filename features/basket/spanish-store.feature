Feature: The Spanish store prices the basket for Spain

  The same article costs what the Spanish store charges, carries its Spanish name, and ships
  with the Spanish rate of the default carrier.

  Background:
    Given Sam the support agent uses the boutique command line

  Scenario: Spanish prices, names, carrier and delivery country
    Given an article well in stock
    When Sam adds 2 of it to the basket in the Spanish store
    Then the basket holds 2 of it at its price in the Spanish store
    And the article is named in Spanish
    And the basket total adds the shipping of the Spanish store: 6,90 €
    And the basket is delivered to ES
