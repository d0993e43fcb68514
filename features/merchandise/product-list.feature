@fresh-shop
Feature: A merchandiser finds products in the list and edits one without overwriting a colleague

  Mona runs the catalogue (the merchandiser role). The list of products is filtered by the shop,
  however big the catalogue: by brand, category, stock and status. When she edits a product she
  opened a while ago and a colleague changed it meanwhile, the shop tells her so instead of
  overwriting her colleague's change; she reloads it and makes her change again.

  Background:
    Given Mona from the catalogue team is signed in
    And a product of the demo catalogue sold in every store

  Scenario: Mona lists a brand's products that are out of stock
    Given Mona has set every size of the product out of stock
    When Mona lists the products of the product's brand that are out of stock
    Then Mona finds the product in the list, out of stock
    And every product in Mona's list is of the product's brand and out of stock

  Scenario: Mona renames a product, and the store shows its new name
    When Mona renames the product "Sweat du port" in French
    Then the French store shows the product named "Sweat du port"

  Scenario: A colleague changed the product meanwhile: Mona is told, and nothing is overwritten
    Given Ada from the catalogue team is signed in
    And Mona has opened the product
    And Ada has changed the product's German price to 30.00 meanwhile
    When Mona renames the product "Sweat du port" in French, as she opened it
    Then Mona is told that someone else changed the product since she opened it
    And the French store still shows the product under its former name
    When Mona opens the product again and renames it "Sweat du port" in French, as she opened it
    Then the French store shows the product named "Sweat du port"
