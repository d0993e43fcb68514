Feature: Free shipping from the carrier's threshold

  Shipping is free once the articles reach the default carrier's threshold (99 € when the
  carrier sets none, as in France). Below it the basket tells how much is left to spend.

  Background:
    Given Sam the support agent uses the boutique command line

  Scenario: Below the threshold the basket says how much is left
    Given an article well in stock
    When Sam adds 1 of it to the basket in the French store
    Then shipping costs 4,90 €
    And Sam reads how much is left before shipping is free in the French store

  Scenario: From the threshold shipping is free
    Given an article well in stock
    When Sam adds enough of it to the basket in the French store to reach free shipping
    Then shipping is free
    And Sam reads "Livraison gratuite"
