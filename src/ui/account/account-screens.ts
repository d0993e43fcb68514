import type { ComponentType } from 'react';
import { AccountHome } from './account-home';
import { AddAddressPage } from './add-address-page';
import { AddressBookPage } from './address-book-page';
import { AddressPage } from './address-page';
import { CardBookPage } from './card-book-page';
import { VouchersPage } from './vouchers-page';
import { PasswordPage } from './password-page';
import { ProfilePage } from './profile-page';
import { SubscriptionsPage } from './subscriptions-page';

/** The account screens by route id: one chunk, loaded with the first account page (the order history has its own, with its route). */
export const ACCOUNT_SCREENS: Record<string, ComponentType> = {
  account: AccountHome,
  'account-profile': ProfilePage,
  'account-password': PasswordPage,
  'account-addresses': AddressBookPage,
  'account-address': AddressPage,
  'account-cards': CardBookPage,
  'account-subscriptions': SubscriptionsPage,
  'account-vouchers': VouchersPage,
  'checkout-add-address': AddAddressPage,
};
