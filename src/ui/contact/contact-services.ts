import type { SendContactResult } from '../../application/contact/send-contact-message';
import type { ContactRequest } from '../../domain/contact/contact-message';

/** The contact form (SPEC §2 /contact). */
export interface ContactServices {
  send(request: ContactRequest): Promise<SendContactResult>;
}
