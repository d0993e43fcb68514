@fresh-shop
Feature: Support finds a customer and answers her message

  The back office's support desk (issue 39): an agent finds a customer from whatever the customer
  gives — her e-mail address, her name or an order number — and reads her page: her orders, returns,
  balance, favourites, alerts, consents, messages and what staff did for her. Contact messages are
  answered by mail from the back office, in the language the shopper wrote in; the answer is kept
  with the message, which the agent marks done. Here the agent works from the boutique command line,
  which runs the same use cases as the back office's screens.

  Background:
    Given a support agent signed in to the support desk

  Scenario: The agent finds Camille by her name and by one of her order numbers
    When the agent searches the customers for "Camille Martin"
    Then the agent finds camille@example.com among them
    When the agent searches the customers for the number of one of Camille's orders
    Then the agent finds camille@example.com among them
    And Camille's page shows as many orders as the shop holds for her

  Scenario: Lucía's message is answered in Spanish and done
    Given Lucía wrote to customer support from the Spanish store: "Mi paquete no ha llegado todavía, ¿podéis mirarlo?"
    When the agent answers Lucía's message "Tu paquete sale hoy con Colissimo." and marks it done
    Then Lucía receives the answer in Spanish, quoting her reference
    And Lucía's message is done, with the agent's answer kept with it
    And the open messages no longer hold Lucía's
