/** An order view as `GET /secure/orders/{id}` answers it, and its store's seller, for the documents' tests and previews. */
import type { Order } from '../../src/domain/orders/order';
import type { StoreSeller } from '../../src/domain/store/seller';

export function sampleSeller(overrides: Partial<StoreSeller> = {}): StoreSeller {
  return {
    details: {
      company: 'Boutique SAS',
      street: '1 place de la Bourse',
      city: '75002 Paris',
      country: 'France',
      vatNumber: 'FR40123456789',
      registration: 'SAS au capital de 50 000 € · RCS Paris 123 456 789',
    },
    phone: '+33 1 84 80 12 34',
    email: 'service@laboutiqueofficielle.example',
    ...overrides,
  };
}

const address = {
  civility: 2, firstName: 'Camille', lastName: 'Martin', company: null, street: '12 rue des Lilas', streetDetails: 'Bâtiment B',
  zipCode: '75011', city: 'Paris', state: null, countryIsoCode2: 'FR', countryName: 'France', phoneNumber: '+33 6 12 34 56 78',
};

export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 100042,
    reference: '100042',
    status: 'paid',
    statusLabel: 'Payée',
    createdAt: '2026-11-20T09:30:00.000Z',
    paymentMethod: 'card',
    paymentMethodId: 12,
    // 2 × 39.90 + 59.00 = 138.80; -10 % = 124.92; shipping 4.90; 50.00 from the voucher.
    amounts: { goods: 138.8, discount: 13.88, shipping: 4.9, balance: 50, total: 79.82, dutyFree: 108.18, vat: 21.64 },
    promotionCode: 'BIENVENUE10',
    lines: [
      { id: 311, productId: 1, productSizeId: 3, name: 'T-shirt « Logo » coton bio', brand: 'Nordvik', size: 'M', quantity: 2, unitPrice: 39.9, originUnitPrice: null, total: 79.8, picture: null, url: null, returnedQuantity: 0 },
      { id: 312, productId: 7, productSizeId: 21, name: 'Sweat à capuche brodé', brand: 'Atelier Lumière', size: 'L', quantity: 1, unitPrice: 59, originUnitPrice: 69, total: 59, picture: null, url: null, returnedQuantity: 0 },
    ],
    carrier: { id: 1, code: 'colissimo', name: 'Colissimo', type: 'domicile', deliveryDate: '2026-11-23' },
    shippingAddress: address,
    billingAddress: { ...address, streetDetails: null },
    relayPoint: null,
    instalments: null,
    card: { brand: 'Visa', last4: '4242' },
    tracking: null,
    events: [{ status: 'awaiting_payment', at: '2026-11-20T09:30:00.000Z' }, { status: 'paid', at: '2026-11-20T09:31:10.000Z' }],
    documents: { bill: true, purchaseOrder: true },
    returnDeadline: null,
    refunds: [],
    ...overrides,
  };
}
