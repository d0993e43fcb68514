/** Who an account service works for: the shop context of the request and the signed-in customer. */
import type { SecondFactorKind } from '../../src/domain/auth/second-factor';
import type { ShopContext } from './shop-context';

export interface SignedInCustomer {
  id: number;
  roles: string[];
  /** The refresh-token family of the session the access token belongs to. */
  sessionId: string;
  /** The access token came from a forgotten-password link (the session may set a password without the old one). */
  passwordReset: boolean;
  /** A support agent's session for the customer (issue 36, server/audit): the agent's account id. */
  actingAgentId?: number;
  /** What the session's sign-in proved beyond the password (absent or null: nothing). */
  secondFactor?: SecondFactorKind | null;
  /**
   * Staff roles the account holds that this session may not use: it proved no second factor
   * (`roles` leaves them out, so every role check refuses them). Absent or empty: none.
   */
  dormantRoles?: string[];
}

export interface CustomerContext extends ShopContext {
  customer: SignedInCustomer;
}

/** Where a request comes from, for the attempt counters. */
export interface ClientInfo {
  ip: string;
}
