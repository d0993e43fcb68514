@fresh-shop
Feature: A newcomer subscribes to the newsletter and enters the outlet

  The outlet is kept for the shop's own people: its customers and the subscribers of the store's
  newsletter. Anyone may subscribe, and the welcome mail carries a signed link that unsubscribes in
  one click. Without that link nobody unsubscribes an address silently: the shop mails the address
  a link to confirm. Newsletter changes may take up to 48 hours.

  Background:
    Given Nina, a newcomer, uses the boutique command line in the French store

  Scenario: Nina subscribes and gets a welcome mail with a one-click unsubscribe link
    When Nina subscribes to the newsletter
    Then the boutique command line answers Nina "Subscribed nina@example.com to the La Boutique Officielle newsletter (laboutiqueofficielle); changes take up to 48 h"
    And Nina finds a French welcome mail with her one-click unsubscribe link

  Scenario: Nina ticks the newsletter when she registers and gets the same welcome mail
    When Nina registers with the newsletter ticked
    Then Nina finds one French welcome mail of the newsletter with her one-click unsubscribe link

  Scenario: Nina, already a subscriber, ticks the newsletter when she registers: no second welcome
    Given Nina subscribed to the newsletter
    When Nina registers with the newsletter ticked
    Then Nina finds one French welcome mail of the newsletter with her one-click unsubscribe link

  Scenario: An address the shop cannot use is refused with the shop's message
    When Nina subscribes to the newsletter with the address "nina@example"
    Then the shop refuses Nina with "L'adresse e-mail n'est pas valide. (422)"

  Scenario: Nina unsubscribes in one click with the link of her mail
    Given Nina subscribed to the newsletter
    When Nina unsubscribes with the link of her welcome mail
    Then the boutique command line answers Nina "Unsubscribed nina@example.com from the laboutiqueofficielle newsletter; changes take up to 48 h"

  Scenario: Without the mail's link, nobody unsubscribes Nina
    Given Nina subscribed to the newsletter
    And Oscar uses the boutique command line in the French store
    When Oscar asks to unsubscribe Nina's address without a link
    Then the boutique command line answers Oscar "No proof of the address: if nina@example.com is subscribed, it was mailed a link to confirm"
    And Nina finds a mail asking her to confirm the unsubscription
    And support staff still see Nina's address subscribed

  Scenario: Nina, now a subscriber, enters the outlet
    Given Nina subscribed to the newsletter
    When Nina asks for the outlet with her address
    Then the boutique command line answers Nina "Outlet open for nina@example.com (laboutiqueofficielle)"

  Scenario: The outlet is refused to an address the shop does not know
    When Nina asks for the outlet with her address
    Then the shop refuses Nina with an invitation to subscribe to the newsletter
