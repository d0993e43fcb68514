import type { OutletCheck, OutletGrant } from '../../domain/outlet/outlet-access';
import { token } from './token';

export type { OutletCheck, OutletGrant };

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
