/** The account's sections, as the home tiles and the side panel list them. */
export const ACCOUNT_SECTIONS: { id: string; path: string }[] = [
  { id: 'account-profile', path: '/account/modify' },
  { id: 'account-addresses', path: '/account/address-book' },
  { id: 'account-password', path: '/account/modify-id' },
  { id: 'account-cards', path: '/account/card-book' },
  { id: 'account-orders', path: '/account/history' },
  { id: 'account-subscriptions', path: '/account/subscriptions' },
  { id: 'account-vouchers', path: '/account/voucher' },
  { id: 'account-giftcard', path: '/account/giftcard-activation' },
  { id: 'wishlist', path: '/wishlist' },
];

/** The side panel of the account layout: the account home, then every section but the favourites (a page of its own). */
export const ACCOUNT_PANEL_LINKS: { id: string; path: string }[] = [
  { id: 'account', path: '/account' },
  ...ACCOUNT_SECTIONS.filter((section) => section.id !== 'wishlist'),
];
