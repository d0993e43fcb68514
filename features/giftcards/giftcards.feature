@fresh-shop
Feature: Gift cards add to the balance

  A customer types the 16-character code of a gift card (SPEC §5; any case, spaces and dashes
  forgiven) and its value joins her vouchers and credits, to spend at checkout. Each code works
  once; an unknown or badly typed code adds nothing.

  Background:
    Given Camille is signed in
    And Camille has 50.00 € of vouchers and credits

  Scenario: Camille activates a gift card once, and not twice
    When Camille activates the gift card "cadeau050-demo-007"
    Then Camille's vouchers and credits grew by 50.00 €
    And Camille's new credit says it comes from the gift card "CADE…O007"
    When Camille activates the gift card "CADEAU050DEMO007"
    Then Camille is told "Cette carte cadeau a déjà été activée." and her vouchers and credits are unchanged

  Scenario: Camille types a code that does not exist
    When Camille activates the gift card "ZZZZ ZZZZ ZZZZ ZZZZ"
    Then Camille is told "Ce code de carte cadeau n’existe pas." and her vouchers and credits are unchanged

  Scenario: Camille mistypes a code
    When Camille activates the gift card "CADEAU050DEMO0"
    Then Camille is told "A gift card code has 16 characters" and her vouchers and credits are unchanged
