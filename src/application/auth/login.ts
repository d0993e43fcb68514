import { checkCredentials } from '../../domain/auth/credentials';
import type { AccountMessageKey } from '../../domain/accounts/account-messages';
import type { AuthApi } from '../ports/auth-api';
import type { CustomerSession } from '../ports/customer-session-store';
import { refusal, type Refused } from './signed-in';
import type { StartSession } from './start-session';

export type LoginResult =
  | { kind: 'signed-in'; session: CustomerSession }
  /** Checked before anything is sent: 'Veuillez saisir votre identifiant et mot de passe.' */
  | { kind: 'invalid'; key: AccountMessageKey }
  /** 401 wrong address or password, 400 refused input. */
  | Refused
  /** 429: past 5 attempts in 5 minutes for this address or this client. */
  | { kind: 'throttled'; message: string };

/** Signs a customer in with their e-mail address and password (strategy customLocal). */
export class Login {
  constructor(
    private readonly auth: AuthApi,
    private readonly startSession: StartSession,
  ) {}

  async execute(input: { email: string; password: string }): Promise<LoginResult> {
    const check = checkCredentials(input.email, input.password);
    if (!check.ok) return { kind: 'invalid', key: check.key };
    let answer;
    try {
      answer = await this.auth.login(check.credentials);
    } catch (error) {
      const refused = refusal(error, [400, 401, 429]);
      return refused.code === 429 ? { kind: 'throttled', message: refused.message } : refused;
    }
    return { kind: 'signed-in', session: await this.startSession.execute(answer, 'customLocal') };
  }
}
