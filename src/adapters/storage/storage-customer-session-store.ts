import type { CustomerSession, CustomerSessionStore } from '../../application/ports/customer-session-store';
import type { KeyValueStorage } from '../../application/ports/key-value-storage';

/** Beside the tokens (storage prefix `auth.`, SPEC §3): the signed-in customer and their addresses. */
export const CUSTOMER_SESSION_KEY = 'auth.customer';

export class StorageCustomerSessionStore implements CustomerSessionStore {
  constructor(private readonly storage: KeyValueStorage) {}

  get(): CustomerSession | null {
    const text = this.storage.getItem(CUSTOMER_SESSION_KEY);
    if (!text) return null;
    try {
      const parsed = JSON.parse(text) as Partial<CustomerSession>;
      if (!parsed.customer || typeof parsed.customer.id !== 'number') return null;
      return { customer: parsed.customer, addresses: Array.isArray(parsed.addresses) ? parsed.addresses : [] };
    } catch {
      // Edited by hand or another app's value: signed out rather than broken.
      return null;
    }
  }

  save(session: CustomerSession): void {
    this.storage.setItem(CUSTOMER_SESSION_KEY, JSON.stringify(session));
  }

  clear(): void {
    this.storage.removeItem(CUSTOMER_SESSION_KEY);
  }
}
