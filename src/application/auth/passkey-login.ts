import type { PasskeyAuthenticator } from '../ports/passkey-authenticator';
import type { PasskeyApi } from '../ports/passkeys-api';
import type { CustomerSession } from '../ports/customer-session-store';
import { refusal, type Refused } from './signed-in';
import type { StartSession } from './start-session';

export type PasskeyLoginResult =
  | { kind: 'signed-in'; session: CustomerSession }
  /** The customer closed the device's dialog (or, waiting in the autofill, went another way). */
  | { kind: 'cancelled' }
  /** No WebAuthn here, or no autofill for passkeys when it was asked for. */
  | { kind: 'unsupported' }
  /** 401 the passkey is not recognised, 400 a malformed answer, 403 another origin. */
  | Refused
  /** 429: too many failed attempts from this client. */
  | { kind: 'throttled'; message: string };

/**
 * Signs in with a passkey: the shop's challenge, the device's signature, the same session as a
 * password sign-in (the tokens under the local strategy). With `autofill`, the device waits for
 * the customer to pick a passkey in the e-mail field's suggestions (conditional UI).
 */
export class PasskeyLogin {
  constructor(
    private readonly passkeys: PasskeyApi,
    private readonly authenticator: PasskeyAuthenticator,
    private readonly startSession: StartSession,
  ) {}

  async execute(input: { autofill: boolean }): Promise<PasskeyLoginResult> {
    if (!this.authenticator.supported()) return { kind: 'unsupported' };
    if (input.autofill && !(await this.authenticator.supportsAutofill())) return { kind: 'unsupported' };
    let answer;
    try {
      const options = await this.passkeys.signInOptions();
      const assertion = await this.authenticator.get(options, input.autofill);
      if (assertion.kind !== 'answered') return assertion;
      answer = await this.passkeys.signIn(assertion.response);
    } catch (error) {
      const refused = refusal(error, [400, 401, 403, 429]);
      return refused.code === 429 ? { kind: 'throttled', message: refused.message } : refused;
    }
    return { kind: 'signed-in', session: await this.startSession.execute(answer, 'customLocal') };
  }
}
