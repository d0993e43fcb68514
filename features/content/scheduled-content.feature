@fresh-shop
Feature: The merchant's content, scheduled, previewed and kept with its history

  Mona looks after the shop's pages and banners (the merchandiser role). In the evening she
  prepares the Black Friday banner of the Spanish store and schedules it for midnight, Madrid
  time: it goes up by itself, in that store only. She writes a new version of the FAQ page as a
  draft, looks at it on the real storefront through a preview link nobody else sees, publishes
  it, then brings the previous version back. Shoppers see each change on their next page view.

  Background:
    Given it is 23:59 on 26 November 2026 in Madrid
    And Mona from the catalogue team is signed in

  Scenario: A banner scheduled for midnight goes up by itself
    When Mona schedules the header banner "Black Friday -30 %" of the Spanish store for 00:00 tomorrow
    Then a shopper of the Spanish store does not see the banner "Black Friday -30 %"
    When the clock strikes midnight in Madrid
    Then a shopper of the Spanish store sees the banner "Black Friday -30 %" on the next page view
    And a shopper of the Italian store does not see the banner "Black Friday -30 %"

  Scenario: A draft FAQ page is previewed, published, then its previous version restored
    Given Mona has published the Spanish FAQ page saying "Envíos en 48 horas"
    When Mona saves the Spanish FAQ page saying "Envíos en 24 horas" as a draft
    Then a shopper of the Spanish store reads "Envíos en 48 horas" on the FAQ page
    And Mona reads "Envíos en 24 horas" on the FAQ page through her preview link
    And a shopper of the Spanish store still reads "Envíos en 48 horas" on the FAQ page
    When Mona publishes the Spanish FAQ page
    Then a shopper of the Spanish store reads "Envíos en 24 horas" on the FAQ page
    When Mona restores version 1 of the Spanish FAQ page
    Then a shopper of the Spanish store reads "Envíos en 48 horas" on the FAQ page
    And the FAQ page's history shows its 4 versions, each made by merch@example.com
