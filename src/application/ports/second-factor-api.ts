/**
 * A staff member's second factor (docs/accounts-api.md "Staff second factor"): its status, the
 * enrolment of an authenticator app (a secret, then a first code for the recovery codes), and the
 * admin's reset of someone else's. 403 for a customer (staff only) or a non-admin's reset, 409 once enrolled.
 */
import { token } from './token';

export interface SecondFactorStatus {
  staff: boolean;
  enrolled: boolean;
  pending: boolean;
  recoveryCodesLeft: number;
  session: 'totp' | 'recovery' | 'passkey' | null;
}

export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  issuer: string;
  account: string;
}

export interface SecondFactorApi {
  status(): Promise<SecondFactorStatus>;
  startTotp(): Promise<TotpEnrolment>;
  confirmTotp(code: string): Promise<{ recoveryCodes: string[] }>;
  reset(email: string): Promise<{ email: string; hadSecondFactor: boolean }>;
}

export const SECOND_FACTOR_API = token<SecondFactorApi>('SecondFactorApi');
