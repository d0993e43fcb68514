/**
 * Data rights (GDPR art. 15, 17, 20; docs/accounts-api.md "Your data"): the signed-in customer
 * downloads their data or closes their account (the local session ends with it), and support does
 * both on a customer's request, with a reason for a closure.
 */
import type { AccountClosure, CustomerDataExport } from '../../domain/accounts/data-rights';
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { DataRightsApi } from '../ports/data-rights-api';
import { asCustomer, isSignedOut, refusal, type Refused, type SignedOut } from '../auth/signed-in';

export type ExportMyDataResult = { kind: 'exported'; data: CustomerDataExport } | SignedOut;

export class ExportMyData {
  constructor(
    private readonly rights: DataRightsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(): Promise<ExportMyDataResult> {
    const data = await asCustomer(this.tokens, () => this.rights.exportMine());
    return isSignedOut(data) ? data : { kind: 'exported', data };
  }
}

export type CloseMyAccountResult = { kind: 'closed'; closure: AccountClosure } | Refused | SignedOut;

/** Ends the local session once the shop closed the account (its sessions are dead already). */
export interface EndLocalSession {
  execute(options: { revoke?: boolean }): Promise<unknown>;
}

export class CloseMyAccount {
  constructor(
    private readonly rights: DataRightsApi,
    private readonly tokens: AuthTokenStore,
    private readonly logout: EndLocalSession,
  ) {}

  /** A wrong password is a 403 in the shop's words ("Mot de passe incorrect…"): refused, nothing erased. */
  async execute(input: { password?: string }): Promise<CloseMyAccountResult> {
    try {
      const closure = await asCustomer(this.tokens, () => this.rights.closeMine(input.password === '' ? undefined : input.password));
      if (isSignedOut(closure)) return closure;
      await this.logout.execute({ revoke: false });
      return { kind: 'closed', closure };
    } catch (error) {
      return refusal(error, [400, 403, 409, 429, 503]);
    }
  }
}

export type Invalid = { kind: 'invalid'; message: string };

export class ExportCustomerData {
  constructor(
    private readonly rights: DataRightsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(customer: string): Promise<AdminOutcome<{ kind: 'exported'; data: CustomerDataExport }>> {
    return asSupport(this.tokens, () => this.rights.exportCustomer(customer), (data) => ({ kind: 'exported' as const, data }));
  }
}

export class CloseCustomerAccount {
  constructor(
    private readonly rights: DataRightsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(input: { customer: string; reason: string }): Promise<AdminOutcome<{ kind: 'closed'; closure: AccountClosure }> | Invalid> {
    const reason = input.reason.trim();
    if (reason.length < 3) return { kind: 'invalid', message: 'Give the reason (the customer’s request) with --reason "…"' };
    return asSupport(this.tokens, () => this.rights.closeCustomer(input.customer, reason), (closure) => ({ kind: 'closed' as const, closure }));
  }
}
