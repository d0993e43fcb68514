Feature: The tag manager hears only what the shopper allowed

  The shop asks every visitor which cookies they accept: the necessary ones are always on, audience
  measurement and marketing are each the visitor's choice, kept 13 months. Until the visitor
  accepts measurement or marketing, nothing reaches the tag manager. Once accepted, page views
  carry the visitor's A/B group, and a signed-in customer is described to the tag manager with
  hashes of their e-mail, names, phone and birthday made by the shop, never with the values.

  Background:
    Given Chloé browses the French store in her browser

  Scenario: Nothing is tracked before Chloé chooses
    When Chloé opens the home page
    Then the tag manager has heard nothing
    And the tag manager was never started
    And Chloé has no A/B group

  Scenario: Chloé refuses every optional cookie
    When Chloé refuses every optional cookie
    And Chloé opens the home page
    Then the tag manager has heard nothing
    And the tag manager was never started
    And Chloé's choice is kept for 13 months

  Scenario: Chloé accepts audience measurement
    When Chloé accepts audience measurement only
    And Chloé opens the home page
    Then the tag manager has started
    And the tag manager heard a page view of the home page with Chloé's A/B group

  Scenario: Chloé's choice expires after 13 months
    Given Chloé accepted audience measurement 13 months ago
    When Chloé opens the home page
    Then the tag manager has heard nothing

  Scenario: A signed-in customer is known to the tag manager only by hashes
    Given Chloé accepted audience measurement
    When Chloé signs in as "Chloé@Example.com" named "Chloé Durand" born on "1992-03-14"
    Then the tag manager knows Chloé as a signed-in customer
    But the tag manager never heard "chloé@example.com", "Chloé", "Durand" or "1992-03-14"
    And the same e-mail typed "  CHLOÉ@example.com " gives the same hash

  Scenario: Signing out resets the customer data
    Given Chloé accepted audience measurement
    And Chloé signed in as "chloe@example.com" named "Chloé Durand" born on "1992-03-14"
    When Chloé signs out in her browser
    Then the tag manager knows Chloé as an anonymous visitor
