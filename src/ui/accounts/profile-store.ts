import type { PasswordChangeField } from '../../domain/accounts/password-change';
import type { ProfileUpdateField } from '../../domain/accounts/profile';
import type { AuthStore } from '../auth/auth-store';
import { accountMessage, DEFAULT_FAILURE, failed, invalid, serverMessage, type FormOutcome } from '../forms/form-message';
import type { AccountUseCases } from './account-services';

export interface AccountStoreDeps {
  useCases: () => Promise<AccountUseCases>;
  auth: AuthStore;
  report?: (error: unknown, context: string) => void;
}

export interface ProfileForm {
  civility: number | null;
  firstName: string;
  lastName: string;
  birthday: string;
}

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmation: string;
}

/**
 * "My information" and "password" (SPEC §2 account screens): the use cases check the SPEC §5
 * rules and call the shop; the session's customer follows a saved profile.
 */
export class ProfileStore {
  constructor(private readonly deps: AccountStoreDeps) {}

  async update(form: ProfileForm): Promise<FormOutcome<ProfileUpdateField>> {
    return this.attempt(async (cases) => {
      const result = await cases.updateProfile.execute({ ...form, birthday: form.birthday || null });
      switch (result.kind) {
        case 'updated':
          this.deps.auth.setCustomer(result.customer);
          return { ok: true };
        case 'nothing-to-change':
          return { ok: true };
        case 'invalid':
          return invalid(result.key, result.problems);
        case 'signed-out':
          this.deps.auth.sessionExpired();
          return failed(accountMessage('session-expired'));
        default:
          return failed(serverMessage(result.message));
      }
    }, 'Unable to update the profile');
  }

  /** After a forgotten-password link (`reset`), the old password is not asked (the shop allows it for an hour). */
  async changePassword(form: PasswordForm, options: { reset?: boolean } = {}): Promise<FormOutcome<PasswordChangeField>> {
    return this.attempt(async (cases) => {
      const result = await cases.changePassword.execute(options.reset ? { ...form, oldPassword: '', afterReset: true } : form);
      switch (result.kind) {
        case 'changed':
          return { ok: true };
        case 'invalid':
          return invalid(result.key, result.problems);
        case 'signed-out':
          this.deps.auth.sessionExpired();
          return failed(accountMessage('session-expired'));
        default:
          return failed(serverMessage(result.message), serverField(result.message));
      }
    }, 'Unable to change the password');
  }

  private async attempt<Field extends string>(run: (cases: AccountUseCases) => Promise<FormOutcome<Field>>, context: string): Promise<FormOutcome<Field>> {
    try {
      return await run(await this.deps.useCases());
    } catch (error) {
      report(this.deps, error, context);
      return failed(DEFAULT_FAILURE);
    }
  }
}

/** The field a refusal of the shop is about, when it says (the old password). */
function serverField(message: string): { field: PasswordChangeField; key: 'old-password-incorrect' }[] {
  const incorrect = serverMessage(message);
  return incorrect.kind === 'key' && incorrect.key === 'account.errors.old-password-incorrect' ? [{ field: 'oldPassword', key: 'old-password-incorrect' }] : [];
}

export function report(deps: Pick<AccountStoreDeps, 'report'>, error: unknown, context: string): void {
  if (deps.report) deps.report(error, context);
  else console.error(`[boutique] ${context}:`, error);
}
