@fresh-shop
Feature: A merchandiser changes the catalogue day to day

  Mona runs the catalogue (the merchandiser role). Day to day she changes a price in one store,
  a size's stock after a delivery or a breakage, takes a product off sale and puts it back, and
  imports the stock file the warehouse sends every morning. The stores show each change at once.
  A file with a wrong line changes nothing: Mona is told which line is wrong, and why, and sends
  it again once mended. Customers cannot touch the catalogue.

  Background:
    Given Mona from the catalogue team is signed in
    And a product of the demo catalogue sold in every store

  Scenario: Mona puts a product on sale in Germany
    When Mona sets the product's German price to 24.90, crossed out from 39.00
    Then the German store sells the product at 24.90 € instead of 39.00 €
    And the French store still sells the product at its former price

  Scenario: A delivery and a breakage change a size's stock
    When Mona sets the stock of the product's first size to 12
    And Mona takes 1 of the product's first size out of stock
    Then the stores show 11 of the product's first size

  Scenario: Mona takes a product off sale, then puts it back
    When Mona archives the product
    Then Mona sees the product archived
    When Mona publishes the product
    Then Mona sees the product published

  Scenario: Mona imports the warehouse's stock file
    When Mona imports the stock file "stock.csv" setting the product's first three sizes to "4", "+2" and "-1"
    Then Mona sees the import counted: "stock.csv: 3 changed, 0 unchanged"
    And the stores show the stock the file gave to the product's first three sizes

  Scenario: A stock file with one bad line changes nothing, and Mona reads why
    When Mona imports the stock file "stock.csv" setting the product's first three sizes to "4", "-x" and "-1"
    Then Mona is told that nothing was changed because of 1 problem
    And Mona reads the problem 'stock.csv:3: stock "-x" is not a stock (12, +3 or -1)'
    And the stores show the product's sizes with the stock they had

  Scenario: A customer cannot change the catalogue
    Given Camille is signed in
    When Camille tries to set the product's German price to 1.00
    Then Camille is told the catalogue tools are reserved to catalogue staff
    And the German store still sells the product at its former price
