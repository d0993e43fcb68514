/**
 * Who sells in a store, as its bills and purchase orders state it: the merchant's data (a store's
 * details in the database, a bundle's stores.json later), never the code's.
 */
export interface SellerDetails {
  company: string;
  street: string;
  /** Postcode and city, e.g. `75002 Paris`. */
  city: string;
  country: string;
  vatNumber: string;
  /** Legal form, capital and registry, e.g. `SAS au capital de 50 000 € · RCS Paris 123 456 789`. */
  registration: string;
}

/** What a document prints of the seller: the company when the store gives it, and the store's customer service. */
export interface StoreSeller {
  details: SellerDetails | null;
  phone: string;
  email: string;
}
