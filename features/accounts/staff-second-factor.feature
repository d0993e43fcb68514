Feature: Staff sign in with the code of their authenticator app

  A staff password alone opens nothing of the back office (issue 36): after her password, Sonia
  of customer service gives the code her authenticator app shows, and a code works once.

  Scenario: Sonia's password alone is not enough
    When Sonia signs in with her password but without her code
    Then the shop tells Sonia "Saisissez le code de votre application d'authentification (ou un code de secours). Give it with --code CODE (or as the second line of stdin)."
    And Sonia is not signed in
    And Sonia cannot list the orders to follow

  Scenario: With the code of her app, Sonia reaches the support tools
    When Sonia signs in with her password and the code of her authenticator app
    Then Sonia is signed in as "Support Boutique"
    And Sonia can list the orders to follow

  Scenario: A code seen over Sonia's shoulder does not open a second session
    Given Sonia signed in with her password and the code of her authenticator app
    When someone else signs in as Sonia with her password and the same code
    Then the shop tells them "Ce code a déjà servi : attendez le suivant."
