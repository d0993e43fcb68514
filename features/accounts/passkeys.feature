@fresh-shop
Feature: A customer keeps track of her passkeys from the terminal

  A passkey is made on a device, in a browser: a terminal cannot make one. The terminal lists the
  account's passkeys (name, when added, when last used) and removes one, which then signs in no more.

  Background:
    Given Camille is signed in
    And Camille has added a passkey named "Téléphone de Camille" on her phone

  Scenario: Camille lists her passkeys
    When Camille lists her passkeys
    Then Camille sees one passkey, "Téléphone de Camille", not used yet

  Scenario: The list says when a passkey last signed in
    Given Camille has signed in with her passkey
    When Camille lists her passkeys
    Then Camille sees that "Téléphone de Camille" was used

  Scenario: A removed passkey signs in no more
    When Camille removes the passkey "Téléphone de Camille"
    And Camille lists her passkeys
    Then Camille has no passkey
    And Camille's phone can no longer sign her in with the passkey

  Scenario: Another customer's passkey cannot be removed
    Given Sam is signed in
    When Sam removes the passkey number 1
    Then the shop tells Sam "Passkey 1 not found"
