import type { AuthStrategy } from '../../domain/auth/auth-tokens';
import { checkAppleLogin, checkFacebookLogin, type AppleLogin, type FacebookLogin } from '../../domain/auth/social-login';
import type { AccountMessageKey } from '../../domain/accounts/account-messages';
import type { AuthApi } from '../ports/auth-api';
import type { CustomerSession } from '../ports/customer-session-store';
import { refusal, type Refused } from './signed-in';
import type { StartSession } from './start-session';

export type SocialLoginInput = { provider: 'apple'; payload: Partial<AppleLogin> } | { provider: 'facebook'; payload: Partial<FacebookLogin> };

export type SocialLoginResult =
  | { kind: 'signed-in'; session: CustomerSession }
  /** SPEC §8: a missing code, token or user id rejects before anything is sent. */
  | { kind: 'invalid'; key: AccountMessageKey }
  /** 401 the provider did not vouch for the shopper (Facebook `not_authorized`). */
  | Refused;

const STRATEGY: Record<SocialLoginInput['provider'], AuthStrategy> = { apple: 'customApple', facebook: 'customFacebook' };

/** Sign-in with Apple or Facebook (SPEC §3 payloads); the tokens are kept under that strategy. */
export class SocialLogin {
  constructor(
    private readonly auth: AuthApi,
    private readonly startSession: StartSession,
  ) {}

  async execute(input: SocialLoginInput): Promise<SocialLoginResult> {
    let answer;
    try {
      if (input.provider === 'apple') {
        const check = checkAppleLogin(input.payload);
        if (!check.ok) return { kind: 'invalid', key: check.key };
        answer = await this.auth.appleLogin(check.payload);
      } else {
        const check = checkFacebookLogin(input.payload);
        if (!check.ok) return { kind: 'invalid', key: check.key };
        answer = await this.auth.facebookLogin(check.payload);
      }
    } catch (error) {
      return refusal(error, [400, 401, 403, 429]);
    }
    return { kind: 'signed-in', session: await this.startSession.execute(answer, STRATEGY[input.provider]) };
  }
}
