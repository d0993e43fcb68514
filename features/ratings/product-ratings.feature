@fresh-shop
Feature: Customers rate the products they bought

  A signed-in customer gives a product one to five stars, with a short comment if she likes, once
  per product: rating it again changes her rating. The product's score is the average of its
  ratings, to one decimal, and its comments show the author's first name and initial only. A
  visitor without an account is asked to sign in first (SPEC §6: rating needs a connected user).

  Background:
    Given a rated product of the demo catalogue

  Scenario: Camille rates a product and its score follows
    Given Camille is signed in to rate products
    When Camille rates that product 5 stars saying "Très belle qualité"
    Then that product has one more rating than before
    And the latest comment on that product is "Très belle qualité" by "Camille M."

  Scenario: Camille changes her mind
    Given Camille is signed in to rate products
    And Camille rated that product 5 stars
    When Camille rates that product 2 stars
    Then that product has one more rating than before
    And Camille's rating of that product is 2 stars

  Scenario: A visitor must sign in to rate
    Given Théo browses the shop without an account
    When Théo rates that product 4 stars
    Then Théo is asked to sign in first
