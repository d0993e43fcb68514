@fresh-shop
Feature: A heart keeps a product among the favourites

  Favourites belong to an account. When Camille hearts a product before signing in, the shop asks
  her to connect and keeps the product; once she is signed in it is among her favourites.

  Background:
    Given Camille has an account at the shop
    And a product of the demo catalogue

  Scenario: A heart while signed out asks to sign in, and the product waits for it
    When Camille adds the product to her favourites
    Then the shop tells Camille "Connectez-vous pour ajouter ce produit à vos favoris."
    When Camille signs in with her password
    Then the product is among Camille's favourites

  Scenario: A signed-in heart is kept once
    Given Camille is signed in
    When Camille adds the product to her favourites
    And Camille adds the product to her favourites
    Then the product is among Camille's favourites once
