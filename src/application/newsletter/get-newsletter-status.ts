import { readNewsletterEmail, type UnsubscribeLink } from '../../domain/newsletter/newsletter';
import { isApiError } from '../ports/api-error';
import type { NewsletterApi } from '../ports/newsletter-api';

export type NewsletterStatusResult =
  | { kind: 'known'; email: string; subscribed: boolean }
  /** 401/403: the shop tells only the address's owner, a link's holder or support staff. 422: not an address. */
  | { kind: 'refused'; code: number; message: string };

/** Whether an address receives the store's newsletter (account page, support's CLI). */
export class GetNewsletterStatus {
  constructor(private readonly api: NewsletterApi) {}

  async execute(text: string, link?: UnsubscribeLink): Promise<NewsletterStatusResult> {
    const read = readNewsletterEmail(text);
    if (!read.ok) return { kind: 'refused', code: 422, message: read.problem };
    try {
      return { kind: 'known', ...(await this.api.status(read.email, link)) };
    } catch (error) {
      if (isApiError(error) && [401, 403, 422].includes(error.code)) return { kind: 'refused', code: error.code, message: error.message };
      throw error;
    }
  }
}
