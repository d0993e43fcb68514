Feature: Support builds a shopper's basket from the terminal

  When a shopper calls about their basket, Sam from customer support rebuilds it with the
  boutique command line. The shop prices it the way the shopper's store does: the prices of the
  store's country, what is left in stock, shipping, recalculated on every change.

  Background:
    Given Sam the support agent uses the boutique command line

  Scenario: Adding an article makes a line of one, priced by the store
    Given an article well in stock
    When Sam adds 1 of it to the basket in the French store
    Then the basket holds 1 of it at its price in the French store
    And the basket total adds the shipping of the French store: 4,90 €

  Scenario: Adding the same size again adds to its line
    Given an article well in stock
    When Sam adds 1 of it to the basket in the French store
    And Sam adds 2 of it to the basket in the French store
    Then the basket holds 3 of it at its price in the French store
    And the basket has 1 line

  Scenario: A basket holding more than the stock is capped when it is recalculated
    Given a basket with 3 of an article that has only 2 left in stock
    When Sam recalculates it in the French store
    Then the basket holds 2 of it at its price in the French store
    And Sam is told the quantity was lowered from 3 to 2
