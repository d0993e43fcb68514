Feature: A shopper narrows a listing with filters, as the storefront's listing URL says

  Nora browses the men's clothing of the French store. Each filter she picks narrows the list,
  and the listing path with its filters (the same URL the storefront shows) says all she chose.

  Background:
    Given Nora browses listings through the boutique command line

  Scenario: Brand, size and price narrow the listing
    When Nora opens the listing "/homme/vetements"
    And Nora opens the listing "/homme/vetements" filtered on brand "oakmoss", size "L" and prices up to 60 euros
    Then Nora sees fewer products than in the whole listing
    And every product Nora sees is an "Oakmoss" product at 60 euros or less
    And the listing path Nora sees is "/homme/vetements?brands=oakmoss&sizes=L&price=~60"

  Scenario: A page that is not a whole number does not exist
    When Nora opens the listing "/homme/vetements?page=abc"
    Then Nora is told the listing page is not found
