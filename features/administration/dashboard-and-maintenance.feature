@fresh-shop
Feature: The back office's dashboard and the maintenance switch

  Ada, the administrator, starts her day on the dashboard: today's orders, revenue and average
  basket per store, what waits for an action, the low-stock sizes and the mails that failed,
  every figure counted by the shop's database. Sarah from customer service sees the sales and
  what waits for her, not the mails. When the shop needs an hour of quiet, Ada switches the
  maintenance on: shoppers get the maintenance page, the staff keep working.

  Background:
    Given Ada the administrator is signed in
    And Sarah from customer service is signed in

  Scenario: An order paid today counts in its store's figures and among the orders to ship
    Given Ada notes the dashboard's figures
    And Camille is signed in
    And Camille has 1 of an article well in stock in the basket
    And Camille has the basket delivered to the first address of the book
    When Camille pays with the card "4242 4242 4242 4242"
    Then Ada's dashboard counts one more order in the French store, with Camille's order in its revenue
    And Ada's dashboard counts one more order to ship
    And Sarah's dashboard shows the sales and what waits, not the failed mails nor the low stock

  Scenario: A failed mail is counted, then sent again
    Then Ada's dashboard counts 2 failed mails
    When Ada sends the first failed mail again
    Then Ada's dashboard counts 1 failed mail
    And Sarah cannot send a mail again

  Scenario: Maintenance on, the storefront rests and the staff work; off, it opens again
    When Ada switches the maintenance on
    Then the storefront tells shoppers it is in maintenance
    And Sarah can still read her dashboard
    When Ada switches the maintenance off
    Then the storefront is open to shoppers
