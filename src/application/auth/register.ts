import type { AccountMessageKey, FieldProblem } from '../../domain/accounts/account-messages';
import type { RegistrationField } from '../../domain/accounts/registration';
import type { AuthApi } from '../ports/auth-api';
import type { CustomerSession } from '../ports/customer-session-store';
import { refusal, type Refused } from './signed-in';
import type { StartSession } from './start-session';

export type RegisterResult =
  | { kind: 'registered'; session: CustomerSession }
  /** The SPEC §5 rules, checked before anything is sent. */
  | { kind: 'invalid'; key: AccountMessageKey; problems: FieldProblem<RegistrationField>[] }
  /** 409 the address has an account; 400 the shop's own rules; 429 too many tries. */
  | Refused;

/** Creates an account and signs the new customer in. */
export class Register {
  constructor(
    private readonly auth: AuthApi,
    private readonly startSession: StartSession,
  ) {}

  async execute(input: unknown): Promise<RegisterResult> {
    // The rules (class-validator) load with the first registration: no page needs them before,
    // and every page's services would otherwise carry and evaluate them.
    const { checkRegistration } = await import('../../domain/accounts/registration');
    const check = checkRegistration(input);
    if (!check.ok) return { kind: 'invalid', key: check.key, problems: check.problems };
    let answer;
    try {
      answer = await this.auth.register(check.registration);
    } catch (error) {
      return refusal(error, [400, 409, 422, 429]);
    }
    return { kind: 'registered', session: await this.startSession.execute(answer, 'customLocal') };
  }
}
