import type { CeremonyResult, PasskeyAuthenticator } from '../../application/ports/passkey-authenticator';
import type { WebAuthnJson } from '../../application/ports/passkeys-api';
import type * as SimpleWebAuthnBrowser from '@simplewebauthn/browser';

type Browser = typeof SimpleWebAuthnBrowser;

/** The library loads with the first ceremony: a visit that never uses a passkey never downloads it. */
let library: Promise<Browser> | null = null;
const load = (): Promise<Browser> => (library ??= import('@simplewebauthn/browser'));

/** The device's "no" (closed dialog, timeout, no matching passkey) and an abort are the customer's choice, not failures. */
function cancelledByCustomer(error: unknown): boolean {
  const causes = [error, (error as { cause?: unknown } | null)?.cause];
  return causes.some((cause) => cause instanceof Error && (cause.name === 'NotAllowedError' || cause.name === 'AbortError'));
}

async function ceremony(run: (browser: Browser) => Promise<unknown>): Promise<CeremonyResult> {
  try {
    const response = await run(await load());
    return { kind: 'answered', response: response as WebAuthnJson };
  } catch (error) {
    if (cancelledByCustomer(error) || (error as { code?: unknown } | null)?.code === 'ERROR_CEREMONY_ABORTED') return { kind: 'cancelled' };
    throw error;
  }
}

/** Passkeys through `navigator.credentials`, by `@simplewebauthn/browser` (options and answers as base64url JSON). */
/** WebAuthn's relying party is a domain: a page served from an IP address (or insecurely) cannot use passkeys. */
const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

export class BrowserPasskeyAuthenticator implements PasskeyAuthenticator {
  supported(): boolean {
    if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function' || typeof navigator.credentials?.create !== 'function') return false;
    return window.isSecureContext !== false && !IP_HOST.test(window.location.hostname);
  }

  async supportsAutofill(): Promise<boolean> {
    if (!this.supported()) return false;
    try {
      return await (await load()).browserSupportsWebAuthnAutofill();
    } catch {
      return false;
    }
  }

  create(options: WebAuthnJson): Promise<CeremonyResult> {
    if (!this.supported()) return Promise.resolve({ kind: 'unsupported' });
    return ceremony((browser) => browser.startRegistration({ optionsJSON: options as unknown as Parameters<Browser['startRegistration']>[0]['optionsJSON'] }));
  }

  get(options: WebAuthnJson, autofill: boolean): Promise<CeremonyResult> {
    if (!this.supported()) return Promise.resolve({ kind: 'unsupported' });
    // The autofill wait needs the e-mail field it offers passkeys in: gone meanwhile (the password
    // was sent first, the page moved on), there is nothing to wait for.
    return ceremony((browser) => {
      if (autofill && document.querySelector('input[autocomplete$="webauthn"]') === null) return Promise.reject(new DOMException('No field to offer passkeys in', 'AbortError'));
      return browser.startAuthentication({ optionsJSON: options as unknown as Parameters<Browser['startAuthentication']>[0]['optionsJSON'], useBrowserAutofill: autofill });
    });
  }
}
