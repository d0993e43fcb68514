@fresh-shop
Feature: A merchandiser keeps a product's photos

  Mona runs the catalogue. When the studio sends a new photo of a product she adds it where it
  belongs, usually first; she puts the best photo first and takes away one that no longer shows
  the product as it is sold. The stores show each change at once. A file that is not a photo
  (a PDF invoice saved as .jpg, a drawing) is refused by its name, and nothing of it is kept.

  Background:
    Given Mona from the catalogue team is signed in
    And a product of the demo catalogue sold in every store

  Scenario: Mona adds the studio's new photo as the main picture
    When Mona adds the photo "studio-front.jpg" to the product as its picture 1
    Then the stores show "studio-front.jpg" as the product's main picture
    And the product's former pictures follow it in their order

  Scenario: Mona puts the last picture first, then takes one away
    When Mona puts the product's last picture first
    Then the stores show the product's pictures in that order
    When Mona removes the product's picture 2
    Then the stores show the product's pictures without it

  Scenario: A PDF saved as a photo is refused by its name
    When Mona adds the PDF "invoice.jpg" to the product
    Then Mona is told the file is refused: "invoice.jpg is not a picture: JPEG, PNG, WebP and AVIF pictures are accepted"
    And the stores show the product's pictures as they were
