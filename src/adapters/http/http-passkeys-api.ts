import type { AuthSession } from '../../domain/auth/auth-session';
import type { Passkey } from '../../domain/auth/passkeys';
import type { PasskeyApi, WebAuthnJson } from '../../application/ports/passkeys-api';
import type { HttpApiClient } from './api-client';
import { sessionFrom, transportField, type RefreshTransport, type TokenAnswer } from './auth-wire';

/**
 * The passkeys of docs/accounts-api.md: `/secure/account/passkeys` with the bearer token, and the
 * sign-in of `/security/passkeys/*` without it (a stale token must not trigger a refresh inside a sign-in).
 */
export class HttpPasskeyApi implements PasskeyApi {
  constructor(
    private readonly client: HttpApiClient,
    private readonly transport: RefreshTransport,
  ) {}

  list(): Promise<Passkey[]> {
    return this.client.get('secure/account/passkeys');
  }

  registrationOptions(): Promise<WebAuthnJson> {
    return this.client.post('secure/account/passkeys/options', {});
  }

  register(response: WebAuthnJson, name?: string): Promise<Passkey> {
    return this.client.post('secure/account/passkeys', name ? { response, name } : { response });
  }

  rename(passkeyId: number, name: string): Promise<Passkey> {
    return this.client.patch(`secure/account/passkeys/${passkeyId}`, { name });
  }

  async remove(passkeyId: number): Promise<void> {
    await this.client.delete(`secure/account/passkeys/${passkeyId}`);
  }

  signInOptions(): Promise<WebAuthnJson> {
    return this.client.post('security/passkeys/sign-in/options', {}, { auth: false });
  }

  async signIn(response: WebAuthnJson): Promise<AuthSession> {
    const answer = await this.client.post<TokenAnswer>('security/passkeys/sign-in', { response, ...transportField(this.transport) }, { auth: false });
    return sessionFrom(answer, this.transport);
  }
}
