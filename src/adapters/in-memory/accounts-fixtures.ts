import type { Address } from '../../domain/accounts/address';
import type { InMemoryCustomer } from './in-memory-accounts';

/** The demo password of docs/accounts-api.md. */
export const DEMO_PASSWORD = 'Boutique2026';

export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1, label: 'Maison', civility: 2, lastName: 'Martin', firstName: 'Camille', street: '12 rue des Lilas', streetDetails: null,
    zipCode: '75011', city: 'Paris', state: null, countryIsoCode2: 'FR', countryName: 'France', activeCountry: true,
    phoneNumber: '+33 6 12 34 56 78', company: null, default: true,
    ...overrides,
  };
}

/** Camille (two addresses, two cards, a favourite), Sam (nothing yet), as the demo seed has them. */
export function demoCustomers(): InMemoryCustomer[] {
  return [
    {
      profile: { id: 1, email: 'camille@example.com', firstName: 'Camille', lastName: 'Martin', civility: 2, birthday: '1990-04-12', newsletter: true, roles: ['customer'] },
      password: DEMO_PASSWORD,
      addresses: [anAddress({ id: 11 }), anAddress({ id: 12, label: 'Bureau', street: '3 place de la Bourse', zipCode: '69002', city: 'Lyon', default: false })],
      cards: [
        { id: 21, brand: 'Visa', last4: '4242', expiryMonth: 12, expiryYear: 2028, holder: 'CAMILLE MARTIN' },
        { id: 22, brand: 'Mastercard', last4: '4444', expiryMonth: 6, expiryYear: 2027, holder: 'CAMILLE MARTIN' },
      ],
      wishes: [{ id: 31, product: 12 }],
    },
    {
      profile: { id: 2, email: 'sam@example.com', firstName: 'Sam', lastName: 'Durand', civility: 3, birthday: null, newsletter: false, roles: ['customer'] },
      password: DEMO_PASSWORD,
      addresses: [],
      cards: [],
      wishes: [],
    },
  ];
}
