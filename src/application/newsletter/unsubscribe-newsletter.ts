import { canSubmitNewsletter, type NewsletterEmailProblem, type UnsubscribeLink } from '../../domain/newsletter/newsletter';
import { isApiError } from '../ports/api-error';
import type { NewsletterApi } from '../ports/newsletter-api';

export type UnsubscribeNewsletterResult =
  | { kind: 'unsubscribed'; email: string; message: string }
  /** No proof of the address: the shop mailed it a confirmation link. */
  | { kind: 'confirmation-sent'; email: string; message: string }
  | { kind: 'invalid'; problem: NewsletterEmailProblem }
  /** 403 a forged or expired link, 422, 429: the shop's message says why. */
  | { kind: 'refused'; code: number; message: string };

/** The /unsubscribe page, the account's subscriptions page and `boutique newsletter unsubscribe`. */
export class UnsubscribeNewsletter {
  constructor(private readonly api: NewsletterApi) {}

  async execute(text: string, link?: UnsubscribeLink): Promise<UnsubscribeNewsletterResult> {
    // SPEC §5: only an empty address is stopped here; the shop judges the rest (a 422 shows its first message).
    if (!canSubmitNewsletter(text)) return { kind: 'invalid', problem: 'email-required' };
    const email = text.trim();
    try {
      const answer = await this.api.unsubscribe(email, link);
      return 'confirmationSent' in answer
        ? { kind: 'confirmation-sent', email: answer.email, message: answer.message }
        : { kind: 'unsubscribed', email: answer.email, message: answer.message };
    } catch (error) {
      if (isApiError(error) && [403, 422, 429].includes(error.code)) return { kind: 'refused', code: error.code, message: error.message };
      throw error;
    }
  }
}
