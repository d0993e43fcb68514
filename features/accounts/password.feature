@fresh-shop
Feature: A customer changes her password

  The password page asks for the old password, the new one and its confirmation. The new one
  follows the same rules as at registration and must differ from the old one.

  Background:
    Given Camille is signed in

  Scenario: Camille changes her password and signs in with the new one
    When Camille changes her password to "Printemps2027"
    And Camille signs out
    And Camille signs in with the password "Printemps2027"
    Then Camille is signed in as "Camille Martin"

  Scenario: The old password no longer opens the account
    When Camille changes her password to "Printemps2027"
    And Camille signs out
    And Camille signs in with her password
    Then the shop tells Camille "Votre identifiant ou votre mot de passe est incorrect."

  Scenario: A wrong old password is refused
    When Camille changes her password from "Mauvais2026" to "Printemps2027"
    Then the shop tells Camille "Ancien mot de passe incorrect"

  Scenario: The new password must differ from the old one
    When Camille changes her password to her current one
    Then the shop tells Camille "Le nouveau mot de passe doit être différent de l'ancien"
