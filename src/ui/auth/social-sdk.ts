import type { SocialLoginInput } from '../../application/auth/social-login';
import type { LoginProviders } from '../../domain/auth/auth-session';

/** `/security/providers`, with the public ids the provider windows need (docs/accounts-api.md). */
export type ProviderSettings = LoginProviders;

export type SocialProviderName = SocialLoginInput['provider'];

const APPLE_SDK = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';
const FACEBOOK_SDK = 'https://connect.facebook.net/en_US/sdk.js';

interface AppleSignInAnswer {
  authorization?: { code?: string; id_token?: string; state?: string };
  user?: { name?: { firstName?: string; lastName?: string }; email?: string };
}

interface ProviderWindow {
  AppleID?: { auth: { init(options: Record<string, unknown>): void; signIn(): Promise<AppleSignInAnswer> } };
  FB?: {
    init(options: Record<string, unknown>): void;
    login(callback: (answer: { status: string; authResponse?: { accessToken?: string; userID?: string } }) => void, options?: Record<string, unknown>): void;
  };
}

/** The buttons a page shows: a provider switched on whose public id is known. */
export function availableProviders(settings: ProviderSettings | null): SocialProviderName[] {
  if (!settings) return [];
  const providers: SocialProviderName[] = [];
  if (settings.apple && settings.appleClientId) providers.push('apple');
  if (settings.facebook && settings.facebookAppId) providers.push('facebook');
  return providers;
}

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`Unable to load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/**
 * Opens the provider's own sign-in window and gives what it answered, shaped as SPEC §3 payloads
 * (the shop verifies them with the provider). Null when the shopper closed the window.
 */
export async function askProvider(provider: SocialProviderName, settings: ProviderSettings): Promise<SocialLoginInput | null> {
  const host = window as unknown as ProviderWindow;
  if (provider === 'apple') {
    await loadScript(APPLE_SDK);
    const redirectUri = `${window.location.origin}${window.location.pathname}`;
    host.AppleID!.auth.init({ clientId: settings.appleClientId, scope: 'name email', redirectURI: redirectUri, usePopup: true });
    try {
      const answer = await host.AppleID!.auth.signIn();
      return {
        provider,
        payload: {
          clientId: settings.appleClientId ?? '',
          redirectUri,
          authorization: answer.authorization,
          code: answer.authorization?.code,
          firstName: answer.user?.name?.firstName,
          lastName: answer.user?.name?.lastName,
        },
      };
    } catch {
      return null;
    }
  }
  await loadScript(FACEBOOK_SDK);
  host.FB!.init({ appId: settings.facebookAppId, version: 'v21.0', cookie: false, xfbml: false });
  return new Promise((resolve) => {
    host.FB!.login(
      (answer) => {
        if (answer.status !== 'connected' || !answer.authResponse) {
          // SPEC §8: Facebook `not_authorized` rejects; a closed window is no error.
          resolve(answer.status === 'not_authorized' ? { provider, payload: {} } : null);
          return;
        }
        resolve({ provider, payload: { accessToken: answer.authResponse.accessToken, userID: answer.authResponse.userID } });
      },
      { scope: 'email' },
    );
  });
}
