import { isValidEmail, normaliseEmail } from '../../domain/accounts/email';
import type { AuthApi } from '../ports/auth-api';
import { refusal, type Refused } from './signed-in';

/** The shop answers the same whether the address has an account or not. */
export type ForgotPasswordResult = { kind: 'sent' } | { kind: 'invalid-email' } | Refused;

/** SPEC §5: the forgotten-password e-mail must be valid. */
export class ForgotPassword {
  constructor(private readonly auth: AuthApi) {}

  async execute(email: string): Promise<ForgotPasswordResult> {
    if (!isValidEmail(email)) return { kind: 'invalid-email' };
    try {
      await this.auth.forgotPassword(normaliseEmail(email));
      return { kind: 'sent' };
    } catch (error) {
      return refusal(error, [400, 429]);
    }
  }
}
