import { ApiError } from '../../application/ports/api-error';
import type { ConfirmationAnswer, NewsletterAnswer, NewsletterApi } from '../../application/ports/newsletter-api';
import type { OutletApi, OutletCheck, OutletGrant } from '../../application/ports/outlet-api';
import { readNewsletterEmail, type UnsubscribeLink } from '../../domain/newsletter/newsletter';
import { OUTLET_COOKIE_MAX_AGE, outletVerdict } from '../../domain/outlet/outlet-access';

/**
 * The shop's newsletter and outlet in memory, for unit tests: the same rules and answers as the
 * server (docs/newsletter-outlet-api.md). Links are "signed" with a known word; passes are
 * `pass:<address>` and only those this fake issued open the outlet.
 */
export class InMemoryNewsletter implements NewsletterApi, OutletApi {
  readonly subscribers = new Set<string>();
  readonly customers = new Set<string>();
  /** Confirmation mails "sent". */
  readonly confirmations: string[] = [];
  /** The signed-in customer's address, if any. */
  signedInAs: string | null = null;
  private readonly passes = new Set<string>();

  static readonly SIGNATURE = 'signed';

  async subscribe(email: string): Promise<NewsletterAnswer> {
    const address = this.address(email);
    this.subscribers.add(address);
    return { email: address, subscribed: true, message: 'Merci ! (48 h)' };
  }

  async unsubscribe(email: string, link?: UnsubscribeLink): Promise<NewsletterAnswer | ConfirmationAnswer> {
    const address = this.address(email);
    if (link && link.signature !== InMemoryNewsletter.SIGNATURE) throw new ApiError(403, "Ce lien n'est plus valide.");
    if (link || this.signedInAs === address) {
      this.subscribers.delete(address);
      return { email: address, subscribed: false, message: 'Désinscrit (48 h)' };
    }
    if (this.subscribers.has(address)) this.confirmations.push(address);
    return { email: address, confirmationSent: true, message: 'Un e-mail de confirmation a été envoyé.' };
  }

  async status(email: string, link?: UnsubscribeLink): Promise<{ email: string; subscribed: boolean }> {
    const address = this.address(email);
    if (!link && this.signedInAs === null) throw new ApiError(401, 'Connectez-vous.');
    if (link ? link.signature !== InMemoryNewsletter.SIGNATURE : this.signedInAs !== address) throw new ApiError(403, 'Interdit');
    return { email: address, subscribed: this.subscribers.has(address) };
  }

  async requestAccess(email: string): Promise<OutletGrant> {
    const address = this.address(email);
    if (!outletVerdict({ customer: this.customers.has(address), subscriber: this.subscribers.has(address) }).granted) {
      throw new ApiError(403, "L'outlet est réservé à nos clients et aux abonnés de notre newsletter.");
    }
    const pass = `pass:${address}`;
    this.passes.add(pass);
    return { access: true, email: address, pass, maxAgeSeconds: OUTLET_COOKIE_MAX_AGE };
  }

  async check(pass: string | null): Promise<OutletCheck> {
    const email = pass && this.passes.has(pass) ? pass.slice('pass:'.length) : null;
    if (email && outletVerdict({ customer: this.customers.has(email), subscriber: this.subscribers.has(email) }).granted) return { access: true, email, pass: null, searchKey: `outlet-key:${email}` };
    if (this.signedInAs) return { access: true, email: this.signedInAs, pass: `pass:${this.signedInAs}`, searchKey: `outlet-key:${this.signedInAs}` };
    return { access: false, email: null, pass: null, searchKey: null };
  }

  private address(email: string): string {
    const read = readNewsletterEmail(email);
    if (!read.ok) throw new ApiError(422, read.problem === 'email-required' ? 'Veuillez saisir votre adresse e-mail.' : "L'adresse e-mail n'est pas valide.");
    return read.email;
  }
}
