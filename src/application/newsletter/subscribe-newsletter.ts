import { canSubmitNewsletter, type NewsletterEmailProblem } from '../../domain/newsletter/newsletter';
import { isApiError } from '../ports/api-error';
import type { NewsletterApi } from '../ports/newsletter-api';

export type SubscribeNewsletterResult =
  | { kind: 'subscribed'; email: string; message: string }
  /** Nothing to send (the UI says it with `newsletter.errors.<problem>`). */
  | { kind: 'invalid'; problem: NewsletterEmailProblem }
  /** SPEC §8: a 422 shows the server's first message; a 429 its own. */
  | { kind: 'refused'; code: number; message: string };

/** The footer form and `boutique newsletter subscribe` (SPEC §5, §7). Network and server failures throw. */
export class SubscribeNewsletter {
  constructor(private readonly api: NewsletterApi) {}

  async execute(text: string): Promise<SubscribeNewsletterResult> {
    // SPEC §5: only an empty address is stopped here; the shop judges the rest (a 422 shows its first message).
    if (!canSubmitNewsletter(text)) return { kind: 'invalid', problem: 'email-required' };
    const email = text.trim();
    try {
      const answer = await this.api.subscribe(email);
      return { kind: 'subscribed', email: answer.email, message: answer.message };
    } catch (error) {
      if (isApiError(error) && (error.code === 422 || error.code === 429)) return { kind: 'refused', code: error.code, message: error.message };
      throw error;
    }
  }
}
