@fresh-shop
Feature: A customer takes her data with her and closes her account

  Camille wants to know what the shop keeps about her, then to leave. She downloads her data,
  where she finds her order; she closes her account with her password again. She can no longer
  sign in, but her order stays for the shop's books: customer service still finds it by its number.

  Scenario: Camille downloads her data, then closes her account; the order stays for the shop
    Given Camille is signed in
    And Camille has 1 of an article well in stock in the basket
    And Camille has the basket delivered to the first address of the book
    And Camille pays by bank transfer
    When Camille downloads her data
    Then Camille finds her order and her address in her data
    When Camille closes her account with the password "Pas-le-bon-1"
    Then Camille is refused with "Mot de passe incorrect : votre compte reste ouvert. (403)"
    When Camille closes her account with her password
    Then Camille can no longer sign in
    Given Sacha from customer service is signed in
    Then Sacha still finds Camille's order by its number, with the same amounts and no name on the delivery
