/**
 * The outlet pass: the value of the outlet cookie (SPEC §9: 30 days, path /). The shop signs the
 * address that passed the access check, so a hand-made cookie opens nothing; each outlet page
 * still checks the address against today's rule (an unsubscribed address loses the outlet).
 * Shape: `<expires>.<signature>.<address in base64url>` — cookie-safe, opaque to the client.
 */
import { OUTLET_COOKIE_MAX_AGE } from '../../src/domain/outlet/outlet-access';
import type { LinkSigner } from '../http/link-signer';

export const OUTLET_PASS_PURPOSE = 'boutique/outlet-pass/v1';
const PASS = /^(\d{1,12})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{1,400})$/;

export class OutletPasses {
  constructor(private readonly signer: LinkSigner) {}

  issue(email: string): string {
    const expires = this.signer.expiresIn(OUTLET_COOKIE_MAX_AGE / 86_400);
    return `${expires}.${this.signer.sign(scope(email, expires))}.${Buffer.from(email, 'utf8').toString('base64url')}`;
  }

  /** The address of a valid, unexpired pass; null for anything else. */
  read(pass: string): string | null {
    const match = PASS.exec(pass);
    if (!match) return null;
    const expires = Number(match[1]);
    const email = Buffer.from(match[3], 'base64url').toString('utf8');
    return this.signer.check(scope(email, expires), expires, match[2]) === 'valid' ? email : null;
  }
}

const scope = (email: string, expires: number) => `outlet\n${email}\n${expires}`;
