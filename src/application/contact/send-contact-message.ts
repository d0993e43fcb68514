import { checkContact, normaliseContact, type ContactErrors, type ContactRequest } from '../../domain/contact/contact-message';
import { refusal, type Refused } from '../auth/signed-in';
import { isApiError } from '../ports/api-error';
import type { ContactApi } from '../ports/contact-api';

export type SendContactResult =
  | { kind: 'sent'; reference: string }
  /** Checked before anything is sent (or the shop's 404 for an order number none of the sender's): the problem of each field. */
  | { kind: 'invalid'; errors: ContactErrors }
  /** The shop said no: captcha (403), a field (422), too many messages (429), captcha service down (503). */
  | Refused;

/**
 * The contact form (SPEC §2 /contact, §5): the fields are checked and trimmed here, then sent;
 * the shop answers the reference support quotes. Network and server failures throw.
 */
export class SendContactMessage {
  constructor(private readonly api: ContactApi) {}

  async execute(request: ContactRequest): Promise<SendContactResult> {
    const errors = checkContact(request);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    try {
      const { reference } = await this.api.send(normaliseContact(request));
      return { kind: 'sent', reference };
    } catch (error) {
      // 404: the order number is none of the sender's (the shop says no more).
      if (isApiError(error) && error.code === 404) return { kind: 'invalid', errors: { orderId: 'unknown' } };
      return refusal(error, [400, 403, 422, 429, 503]);
    }
  }
}
