Feature: A shopper opens an account

  Inès wants to follow her orders and keep favourites. The subscription form asks for her
  civility, names, e-mail address and a password of at least 8 characters with a letter and a
  digit; the shop answers in French when something is missing or wrong (SPEC §5).

  Background:
    Given Inès has no account yet

  @fresh-shop
  Scenario: Inès opens an account and is signed in at once
    When Inès registers with the password "Bienvenue2026"
    Then Inès is signed in as "Inès Moreau"

  Scenario Outline: The form's rules
    When Inès registers <with what>
    Then the shop tells Inès "<message>"

    Examples:
      | with what                                       | message                                                                                 |
      | with the password "bienvenue"                   | Le mot de passe doit contenir au moins 8 caractères, dont au moins une lettre et un chiffre |
      | with the password "Court1"                      | Le mot de passe doit contenir au moins 8 caractères, dont au moins une lettre et un chiffre |
      | with the e-mail address "ines@"                 | L'adresse e-mail n'est pas valide                                                       |
      | without her first name                          | Le prénom ne doit pas être vide                                                         |
      | without her names                               | Veuillez compléter tous les champs obligatoires                                         |
      | with the e-mail address "camille@example.com"   | Un compte existe déjà avec cette adresse e-mail                                         |
