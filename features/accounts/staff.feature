@fresh-shop
Feature: The administrator decides who holds which staff role

  Ada administers the shop (the admin role). For the winter sales she makes Camille a
  merchandiser, and takes the role back afterwards: Camille's tools follow at once, without her
  signing in again, once she has set up the authenticator app every staff role needs. Only an
  administrator hands out roles, and the shop always keeps one.

  Background:
    Given Ada the administrator is signed in
    And Camille is signed in

  Scenario: Ada makes Camille a merchandiser, then takes the role back
    When Ada grants Camille the merchandiser role
    Then Ada sees Camille among the staff as "customer, merchandiser"
    And Camille cannot look at a product as the merchant keeps it before setting up her authenticator app
    When Camille sets up her authenticator app
    Then Camille can look at a product as the merchant keeps it
    When Ada revokes Camille's merchandiser role
    Then Camille can no longer look at a product as the merchant keeps it
    And Ada no longer sees Camille among the staff

  Scenario: The last administrator keeps the role
    When Ada revokes her own admin role
    Then Ada is told she is the last administrator
    And Ada sees Ada among the staff as "customer, admin"

  Scenario: A merchandiser cannot hand out roles
    Given Mona from the catalogue team is signed in
    When Mona grants Camille the merchandiser role
    Then Mona is told staff roles are reserved to administrators
