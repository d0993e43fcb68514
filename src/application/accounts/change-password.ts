import type { AccountMessageKey, FieldProblem } from '../../domain/accounts/account-messages';
import { passwordChangeProblems, type PasswordChange, type PasswordChangeField } from '../../domain/accounts/password-change';
import type { AccountApi } from '../ports/accounts-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import { asCustomer, isSignedOut, refusal, type Refused, type SignedOut } from '../auth/signed-in';

export type ChangePasswordResult =
  | { kind: 'changed' }
  /** SPEC §5, before anything is sent: old given, new follows the policy and differs, confirmation matches. */
  | { kind: 'invalid'; key: AccountMessageKey; problems: FieldProblem<PasswordChangeField>[] }
  /** 400 'Ancien mot de passe incorrect' and the server's other checks. */
  | Refused
  | SignedOut;

export class ChangePassword {
  constructor(
    private readonly account: AccountApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  /** `afterReset`: the session was opened by a forgotten-password link, the old password may be left out. */
  async execute(change: PasswordChange & { afterReset?: boolean }): Promise<ChangePasswordResult> {
    const { afterReset, ...fields } = change;
    const problems = passwordChangeProblems(fields, { withoutOldPassword: afterReset === true });
    if (problems.length > 0) return { kind: 'invalid', key: problems[0].key, problems };
    try {
      const done = await asCustomer(this.tokens, () => this.account.changePassword(fields));
      return isSignedOut(done) ? done : { kind: 'changed' };
    } catch (error) {
      return refusal(error, [400, 422, 429]);
    }
  }
}
