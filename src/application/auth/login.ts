import { isSecondFactorChallenge } from '../../domain/auth/auth-session';
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
  /** 429: past 5 attempts in 5 minutes for this address or this client (or of codes for this account). */
  | { kind: 'throttled'; message: string }
  /**
   * An enrolled staff account whose code was neither given nor typed: the shop's words, and the
   * challenge a code goes with (LoginSecondFactor) within expiresIn seconds.
   */
  | { kind: 'second-factor-required'; message: string; challenge: string; expiresIn: number };

export interface LoginInput {
  email: string;
  password: string;
  /** A staff account's TOTP or recovery code, when known before signing in (`boutique login --code`). */
  code?: string;
  /** Asked only when the shop wants a code and none was given (a terminal's prompt); null: none. */
  askCode?: (message: string) => Promise<string | null>;
}

/** Signs a customer in with their e-mail address and password (strategy customLocal). */
export class Login {
  constructor(
    private readonly auth: AuthApi,
    private readonly startSession: StartSession,
  ) {}

  async execute(input: LoginInput): Promise<LoginResult> {
    const check = checkCredentials(input.email, input.password);
    if (!check.ok) return { kind: 'invalid', key: check.key };
    let answer;
    try {
      answer = await this.auth.login(check.credentials);
      if (isSecondFactorChallenge(answer)) {
        const code = input.code ?? (await input.askCode?.(answer.message)) ?? null;
        if (code === null || code.trim() === '') return { kind: 'second-factor-required', message: answer.message, challenge: answer.challenge, expiresIn: answer.expiresIn };
        answer = await this.auth.loginSecondFactor(answer.challenge, code.trim());
      }
    } catch (error) {
      const refused = refusal(error, [400, 401, 429]);
      return refused.code === 429 ? { kind: 'throttled', message: refused.message } : refused;
    }
    return { kind: 'signed-in', session: await this.startSession.execute(answer, 'customLocal') };
  }
}
