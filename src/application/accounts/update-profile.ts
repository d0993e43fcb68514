import type { AccountMessageKey, FieldProblem } from '../../domain/accounts/account-messages';
import { readProfileUpdate, type Profile, type ProfileUpdateField } from '../../domain/accounts/profile';
import type { AccountApi } from '../ports/accounts-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { CustomerSessionStore } from '../ports/customer-session-store';
import { asCustomer, isSignedOut, refusal, type Refused, type SignedOut } from '../auth/signed-in';

export type UpdateProfileResult =
  | { kind: 'updated'; customer: Profile }
  | { kind: 'invalid'; key: AccountMessageKey; problems: FieldProblem<ProfileUpdateField>[] }
  | { kind: 'nothing-to-change' }
  | Refused
  | SignedOut;

/** "My information": civility, names, birthday, newsletter (the e-mail address and password have their own ways). */
export class UpdateProfile {
  constructor(
    private readonly account: AccountApi,
    private readonly tokens: AuthTokenStore,
    private readonly sessions: CustomerSessionStore,
  ) {}

  async execute(input: unknown): Promise<UpdateProfileResult> {
    const check = readProfileUpdate(input);
    if (!check.ok) return { kind: 'invalid', key: check.key, problems: check.problems };
    if (Object.keys(check.update).length === 0) return { kind: 'nothing-to-change' };
    try {
      const customer = await asCustomer(this.tokens, () => this.account.updateProfile(check.update));
      if (isSignedOut(customer)) return customer;
      const session = this.sessions.get();
      this.sessions.save({ customer, addresses: session?.addresses ?? [] });
      return { kind: 'updated', customer };
    } catch (error) {
      return refusal(error, [400, 422]);
    }
  }
}
