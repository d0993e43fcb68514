Feature: A support agent looks up a product through the CLI

  Sam works in customer support. When a shopper calls about an article, Sam looks it up from a
  terminal and sees what that shopper sees in their country's store: name, brand, category,
  price in euros and the sizes still in stock.

  Background:
    Given Sam the support agent uses the boutique command line

  Scenario: A product of the French store is priced in euros
    Given a discounted product sold in every store
    When Sam looks it up in the French store
    Then Sam sees its French name, its brand and its category path
    And Sam sees its French price in euros with the original price and the discount
    And Sam sees each of its sizes with the stock left

  Scenario: The same product in the Spanish store shows its Spanish name
    Given a discounted product sold in every store
    When Sam looks it up in the Spanish store
    Then Sam sees its Spanish name
    And Sam sees its Spanish price in euros

  Scenario: An unknown product gives a clear error
    When Sam looks up product 999999 in the French store
    Then Sam is told "Product 999999 not found (404)"

  Scenario: Listing the six stores
    When Sam lists the stores
    Then Sam sees these stores:
      | store                | country | language | name          |
      | laboutiqueofficielle | FR      | fr-FR    | France        |
      | boutique_es          | ES      | es-ES    | España        |
      | boutique_it          | IT      | it-IT    | Italia        |
      | boutique_be          | BE      | nl-BE    | België        |
      | boutique_de          | DE      | de-DE    | Deutschland   |
      | boutique_com         | IE      | en-IE    | International |
