@fresh-shop
Feature: A customer keeps an address book

  Camille ships to her home in Paris and to her office in Lyon. Her first address is her default
  one; she can choose another, but the shop keeps at least one address, and nobody else can touch
  hers.

  Scenario: Sam's first address becomes his default one
    Given Sam is signed in
    When Sam adds his address in Paris
    Then Sam's default address is in Paris
    And Sam has 1 address

  Scenario: Camille chooses her office as the default address
    Given Camille is signed in
    When Camille makes her address in Lyon the default one
    Then Camille's default address is in Lyon
    And Camille has 2 addresses

  Scenario: The last address cannot be deleted
    Given Sam is signed in
    And Sam has added his address in Paris
    When Sam deletes his address in Paris
    Then the shop tells Sam "impossible de supprimer la dernière adresse"
    And Sam has 1 address

  Scenario: Another customer's address is not found
    Given Camille is signed in
    And Sam is signed in
    When Sam tries to delete Camille's address in Paris
    Then Sam is told that the address is not found
    And Camille has 2 addresses

  Scenario: The shop only keeps addresses in countries it delivers to
    Given Sam is signed in
    When Sam adds an address in New York
    Then the shop tells Sam "Ce pays n'est pas disponible à la livraison."
