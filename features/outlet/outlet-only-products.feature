Feature: Outlet-only articles are sold to the outlet's visitors alone

  Some articles are sold in the outlet only. The outlet is kept for the shop's own people: its
  customers and the subscribers of the store's newsletter. The shop itself checks who asks, on
  every read and every basket, so an address typed into a cookie or a forged pass opens nothing.
  A basket that still holds such an article when the outlet closes to it loses the article, with
  the message that unavailable articles were removed.

  Scenario: A visitor without outlet access cannot put an outlet-only article in the basket
    Given Oscar visits the French store from the command line, without outlet access
    When Oscar adds an outlet-only article to the basket
    Then the shop refuses Oscar: the article is sold in the outlet only
    And Oscar's basket is still empty

  Scenario: A customer puts an outlet-only article in the basket
    Given Camille, a customer of the shop, is signed in on the command line
    When Camille adds an outlet-only article to the basket
    Then Camille's basket holds the outlet-only article

  Scenario: A newsletter subscriber's outlet pass opens it too
    Given Nadia subscribed to the newsletter and entered the outlet from the command line
    When Nadia adds an outlet-only article to the basket
    Then Nadia's basket holds the outlet-only article

  Scenario: The article leaves a basket whose outlet access lapsed
    Given Oscar visits the French store from the command line, without outlet access
    And Oscar's basket still holds an outlet-only article from when his outlet pass was valid
    When Oscar looks at that basket again
    Then Oscar is told the outlet-only article left the basket, closed to it
