@database-outage
Feature: The shop rides out its database going away

  An operator restarts PostgreSQL for an upgrade, or it goes away on its own. Customers are not
  sent an error page nor a broken answer meanwhile: they are told the shop cannot reach its
  database and to try again in a few seconds, the load balancer is told the shop is not ready, and
  the shop answers again by itself as soon as the database is back, with nothing lost.

  Background:
    Given Camille is signed in

  Scenario: Camille's orders while the database is stopped, and once it is back
    When the shop's database stops
    And Camille lists her orders
    Then Camille is told the shop cannot reach its database and to try again in a few seconds
    And the shop stays alive but tells the load balancer it is not ready
    When the shop's database starts again
    Then Camille sees her orders again within 2 seconds
    And the shop tells the load balancer it is ready
