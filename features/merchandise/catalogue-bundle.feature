@fresh-shop
Feature: A merchant keeps the catalogue in a spreadsheet and brings it in as a bundle

  Mona runs the catalogue (the merchandiser role). She exports it as a bundle (products.csv, which
  her spreadsheet opens, the reference files and the photos), changes it there and imports it back.
  The shop checks the whole bundle before it writes anything: a mistake is told with its file and
  line, and nothing changes until it is mended. The same bundle twice changes nothing; products
  left out of a bundle are taken off sale only when she asks for it.

  Background:
    Given Mona from the catalogue team is signed in
    And a product of the demo catalogue sold in every store
    And Mona has exported the catalogue into a folder

  Scenario: The export imported back changes nothing
    When Mona imports the folder
    Then Mona sees the import say "0 created, 0 changed"

  Scenario: A dry run tells what would change, and writes nothing
    Given Mona sets the product's French price to 19.90 in the folder
    When Mona tries the folder with a dry run
    Then Mona sees the import say "would create 0, change 1, archive 0"
    And the French store still sells the product at its former price

  Scenario: A new product and a changed price come in together
    Given Mona sets the product's French price to 19.90 in the folder
    And Mona adds a copy of the product named "Tee Mona" under the key "MONA-TEE-1" in the folder
    When Mona imports the folder
    Then Mona sees the import say "1 created, 1 changed"
    And the French store sells the product at 19.90 €
    And the French store sells "Tee Mona"

  Scenario: A bundle with a mistake changes nothing, and Mona reads where it is
    Given Mona writes "12,5O" as the product's German price in the folder
    When Mona imports the folder
    Then Mona is told that the import failed and nothing was written
    And Mona reads that the product's German price "12,5O" is not a price, on its line of products.csv

  Scenario: A product left out is taken off sale only when Mona asks for it
    Given Mona removes the product from the folder
    When Mona imports the folder
    Then Mona sees the product published
    When Mona imports the folder, archiving what it leaves out
    Then Mona sees the import say "0 created, 0 changed"
    And Mona sees the product archived
