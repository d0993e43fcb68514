@fresh-shop
Feature: Fit advice from the shop's own returns

  When enough of a model was sold and enough of it came back as too small (or too large), its
  page tells the next shopper: "Runs small: consider one size up". The shop counts units sold and
  accepted fit returns: at least 20 sold, at least 5 fit returns, 60 % of them one way. The demo
  has one model returned as too small again and again, and one with only two returns.

  Scenario: A model returned as too small again and again runs small
    When Alex looks up the demo model with many "too small" returns
    Then the product says "Runs small: consider one size up", behind it 87% of 8 fit returns

  Scenario: Two returns say nothing
    When Alex looks up the demo model with two returns
    Then the product gives no fit advice

  Scenario: Accepting a "too small" return counts at once
    Given Camille is signed in
    And Camille has 1 of the demo model with many "too small" returns in the basket
    And Camille has the basket delivered to the first address of the book
    And Camille pays with the card "4242 4242 4242 4242"
    And Camille's order is paid
    And Sacha from customer service is signed in
    And Sacha ships Camille's order with the tracking number "FIT0001"
    And Sacha records the delivery of Camille's order
    And Camille returns 1 of the article because "Trop petit" with the comment "Trop juste aux épaules, il me faut la taille au-dessus", as a credit
    When Sacha receives Camille's parcel
    And Sacha accepts Camille's return
    And Alex looks up the demo model with many "too small" returns
    Then the product says "Runs small: consider one size up", behind it 88% of 9 fit returns
