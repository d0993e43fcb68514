import type { AuthApi } from '../ports/auth-api';
import type { CustomerSession } from '../ports/customer-session-store';
import { refusal, type Refused } from './signed-in';
import type { StartSession } from './start-session';

export type LoginSecondFactorResult =
  | { kind: 'signed-in'; session: CustomerSession }
  /** No code typed: nothing is sent (the challenge stays good). */
  | { kind: 'empty' }
  /** 401 wrong, replayed or expired code, 400 refused input: the shop's words. */
  | Refused
  /** 429: too many codes for this account. */
  | { kind: 'throttled'; message: string };

export interface LoginSecondFactorInput {
  /** The challenge of the password step (Login's `second-factor-required`). */
  challenge: string;
  /** A 6-digit TOTP code or a recovery code (`xxxxx-xxxxx`). */
  code: string;
}

/**
 * The second step of a staff sign-in (issue 36): the code of the authenticator app, or a recovery
 * code, with the password step's challenge. Signed in, the session starts as after any sign-in.
 */
export class LoginSecondFactor {
  constructor(
    private readonly auth: AuthApi,
    private readonly startSession: StartSession,
  ) {}

  async execute(input: LoginSecondFactorInput): Promise<LoginSecondFactorResult> {
    // Spaces people type between the digits ("123 456") are not part of the code.
    const code = input.code.replace(/\s+/g, '');
    if (code === '') return { kind: 'empty' };
    let answer;
    try {
      answer = await this.auth.loginSecondFactor(input.challenge, code);
    } catch (error) {
      const refused = refusal(error, [400, 401, 429]);
      return refused.code === 429 ? { kind: 'throttled', message: refused.message } : refused;
    }
    return { kind: 'signed-in', session: await this.startSession.execute(answer, 'customLocal') };
  }
}
