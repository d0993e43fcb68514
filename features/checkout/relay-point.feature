@fresh-shop
Feature: Shipping to a relay point

  Camille is not at home during the day: she has her parcel sent to a relay point near her home,
  found by postcode, with the relay carrier.

  Scenario: Camille has her order sent to the nearest relay point
    Given Camille is signed in
    And Camille has 1 of an article well in stock in the basket
    When Camille looks for relay points near "75011"
    Then Camille sees relay points nearest first, with their opening hours
    When Camille has the basket delivered to the nearest relay point
    And Camille pays by cheque
    Then Camille's order goes to that relay point with the relay carrier
