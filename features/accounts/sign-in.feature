Feature: A customer signs in and out

  Camille has an account at the French store. She signs in with her e-mail address and password;
  the shop remembers her until she signs out. A wrong password gets the same answer as an unknown
  address, and after five attempts in five minutes the shop stops listening for a while.

  Background:
    Given Camille has an account at the shop

  Scenario: Camille signs in with her password
    When Camille signs in with her password
    Then Camille is signed in as "Camille Martin"

  # Every failed attempt counts against the client for five minutes: a shop of its own.
  @fresh-shop
  Scenario: A wrong password is refused with the French message
    When Camille signs in with the password "Mauvais2026"
    Then the shop tells Camille "Votre identifiant ou votre mot de passe est incorrect."
    And Camille is not signed in

  Scenario: Both fields are needed
    When Camille signs in with an empty password
    Then the shop tells Camille "Veuillez saisir votre identifiant et mot de passe."

  Scenario: Camille signs out
    Given Camille is signed in
    When Camille signs out
    Then Camille is not signed in

  @fresh-shop
  Scenario: The sixth attempt in five minutes is refused, even with the right password
    Given Camille mistyped her password 5 times
    When Camille signs in with her password
    Then the shop tells Camille "Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes."
    And Camille is not signed in
