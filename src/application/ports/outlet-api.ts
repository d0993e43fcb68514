import { token } from './token';

export interface OutletGrant {
  access: true;
  email: string;
  /** The outlet cookie's value (signed by the shop). */
  pass: string;
  maxAgeSeconds: number;
}

export interface OutletCheck {
  access: boolean;
  email: string | null;
  /** A new pass for the cookie (access through the signed-in account). */
  pass: string | null;
}

/**
 * SPEC §7 `POST /outlet/access` and the guard's check (docs/newsletter-outlet-api.md). Failures
 * throw ApiError: 403 refused (a translated invitation to subscribe), 422 invalid address, 429.
 */
export interface OutletApi {
  requestAccess(email: string): Promise<OutletGrant>;
  /** The cookie's pass (or none) and the signed-in customer's token, checked by the shop. */
  check(pass: string | null): Promise<OutletCheck>;
}

export const OUTLET_API = token<OutletApi>('OutletApi');
