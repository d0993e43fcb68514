@fresh-shop
Feature: Returning products of a delivered order

  A customer has 14 days from delivery to change her mind. She chooses what to send back and why,
  prints the return label, and customer service receives the parcel and gives the money back: as
  a credit she spends on her next order, or on her card. The transport costs 5.99 € unless every
  reason gives a free label.

  Background:
    Given Camille is signed in
    And Camille has 2 of an article well in stock in the basket
    And Camille has the basket delivered to the first address of the book
    And Camille pays with the card "4242 4242 4242 4242"
    And Camille's order is paid
    And Sacha from customer service is signed in
    And Sacha ships Camille's order with the tracking number "RET0001"
    And Sacha records the delivery of Camille's order

  Scenario: Camille returns one of two articles and prints the label
    When Camille returns 1 of the article because "Trop petit" with the comment "La taille taille petit, il me faut la taille au-dessus", as a credit
    Then Camille's return waits for her parcel
    And the return gives back the article's price less 5.99 €
    And Camille downloads the return label as a PDF file
    And Camille can still return 1 of the article

  Scenario: A damaged article travels back for free
    When Camille returns 1 of the article because "Article endommagé ou défectueux" with the comment "La couture de la manche est décousue", as a credit
    Then the return gives back the article's whole price

  Scenario: Nobody returns more than was bought
    When Camille tries to return 3 of the article because "Trop petit" with the comment "Je renvoie tout ce que j'ai reçu"
    Then Camille is told the return is refused because the quantity is too high

  Scenario: Camille changes her mind and cancels her return
    Given Camille returns 2 of the article because "Ne me va pas" with the comment "Finalement je préfère garder mon argent", as a credit
    When Camille cancels her return
    Then Camille's return is cancelled
    And Camille can still return 2 of the article

  Scenario: Customer service cancels a return whose parcel never came
    Given Camille returns 1 of the article because "Trop petit" with the comment "La taille taille petit, il me faut la taille au-dessus", as a credit
    When Sacha cancels Camille's return because "Colis jamais envoyé"
    Then Camille's return is cancelled
    And Camille can still return 2 of the article

  Scenario: The 14 days are over
    When Camille tries to return the order she received 40 days ago
    Then Camille is told the return is refused because the 14 days are over

  Scenario: Customer service accepts the return as a credit, and Camille spends it
    Given Camille returns 1 of the article because "Trop grand" with the comment "Beaucoup trop large aux épaules pour moi", as a credit
    When Sacha receives Camille's parcel
    And Sacha accepts Camille's return
    Then Camille's return is accepted
    And Camille's vouchers and credits grew by what the return gives back, valid one year
    Given Camille has 1 of an article dearer than her vouchers and credits in the basket
    And Camille has the basket delivered to the first address of the book
    When Camille pays the rest by card after her vouchers and credits
    Then Camille's order is paid
    And Camille's vouchers and credits are spent

  Scenario: Customer service refunds the card
    Given Camille returns 1 of the article because "Trop grand" with the comment "Beaucoup trop large aux épaules pour moi", as a refund
    When Sacha receives Camille's parcel
    And Sacha accepts Camille's return
    Then Camille's order shows the refund on her card

  Scenario: Customer service refuses a worn article
    Given Camille returns 1 of the article because "Ne me va pas" with the comment "Pas vraiment mon style finalement"
    When Sacha receives Camille's parcel
    And Sacha refuses Camille's return because "Article porté et lavé"
    Then Camille's return is refused because "Article porté et lavé"

  Scenario: Another customer cannot see Camille's return
    Given Camille returns 1 of the article because "Trop petit" with the comment "La taille taille petit, il me faut la taille au-dessus", as a credit
    And Sam is signed in
    When Sam looks for Camille's return
    Then Sam is told the return does not exist
