@fresh-shop
Feature: Outlet products are found only by the visitors the outlet lets in

  The outlet's own products (sold in the outlet alone) stay out of sight of anyone the outlet has
  not let in, whatever they ask the search: the shop's public search key never shows them. Once
  the outlet opens to a visitor, the shop gives them a search key of their own, for a while, that
  shows the outlet's products.

  Background:
    Given Nina, a newcomer, uses the boutique command line in the French store

  Scenario: Without access, Nina finds no outlet product, not even by its name
    When Nina lists the outlet
    Then Nina sees no outlet product
    When Nina searches an outlet product by its name
    Then Nina sees no outlet product

  Scenario: Nina, let into the outlet as a subscriber, finds its products
    Given Nina subscribed to the newsletter
    And Nina asks for the outlet with her address
    When Nina lists the outlet
    Then Nina sees the outlet's products
