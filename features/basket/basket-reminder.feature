@fresh-shop
Feature: A forgotten basket gets one reminder

  Camille receives the shop's newsletter. She puts a hoodie in her basket and leaves it there. A
  day later the shop mails her, once, with what is in it at today's prices and a link back to it;
  customer service sees the reminder in its list. Sam never agreed to marketing mails: the shop
  never reminds him. Nobody is reminded of articles that sold out meanwhile.

  Scenario: Camille left her basket a day ago: one reminder, however many shops look
    Given Camille is signed in
    And Camille puts 2 of an article well in stock in her basket
    When a day goes by and two shop processes look for forgotten baskets at once
    And the shop looks for forgotten baskets again
    Then Camille has received 1 basket reminder, in French, listing that article with a link back to her basket
    And customer service lists the reminder sent to Camille

  Scenario: No reminder for a customer who did not consent to marketing mails
    Given Sam is signed in
    And Sam puts 1 of an article well in stock in his basket
    When a day goes by and two shop processes look for forgotten baskets at once
    Then Sam has received no basket reminder

  Scenario: No reminder when everything in the basket sold out
    Given Camille is signed in
    And Camille puts 1 of an article well in stock in her basket
    And that article sells out
    When a day goes by and two shop processes look for forgotten baskets at once
    Then Camille has received no basket reminder
