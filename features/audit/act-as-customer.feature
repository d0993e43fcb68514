@fresh-shop
Feature: Customer support acts as a customer for one order, and it is all on record

  Sarah works in customer service. Camille writes that her parcel never came: Sarah opens
  Camille's account for that order, with the reason, and looks at it as Camille sees it. Her
  session cannot reach Camille's password, e-mail, second factor or cards. Camille sees in her
  account that support opened it, and Ada, the administrator, reads every step in the audit log.

  Background:
    Given Sarah from customer service is signed in
    And Ada the administrator is signed in
    And Camille is signed in

  Scenario: Sarah acts as Camille for her order; Camille sees it; Ada reads it in the audit log
    When Sarah acts as Camille for Camille's order because "Colis annoncé livré mais jamais reçu"
    Then Sarah sees Camille's order in Camille's session
    But Sarah cannot see Camille's saved cards in that session
    And Camille reads that customer support opened her account for her order because "Colis annoncé livré mais jamais reçu"
    And Ada reads in the audit log that Sarah opened Camille's session
    And Ada reads in the audit log that Sarah looked at Camille's orders as Camille, and was refused her cards

  Scenario: Support cannot open a customer's session for another customer's order
    When Sarah acts as Lucía for Camille's order because "Vérification de la livraison"
    Then Sarah is turned away with "Cette commande n’appartient pas à ce client. (422)"

  Scenario: Only the administrator reads the audit log
    When Sarah reads the audit log
    Then Sarah is turned away with "Reserved to administrators (the admin role): Réservé aux administrateurs. (403)"
