import type { AccountMessageKey } from '../accounts/account-messages';

/** SPEC §3 "Social login payloads", Apple: a code or an `authorization.id_token` is needed. */
export interface AppleLogin {
  code?: string;
  clientId: string;
  firstName?: string;
  lastName?: string;
  redirectUri: string;
  user?: string | { name?: { firstName?: string; lastName?: string }; email?: string };
  authorization?: { code?: string; id_token?: string; state?: string };
}

/** SPEC §3, Facebook: the SDK's access token and user id. */
export interface FacebookLogin {
  accessToken: string;
  userID: string;
}

export type SocialProvider = 'apple' | 'facebook';

type Check<T> = { ok: true; payload: T } | { ok: false; key: AccountMessageKey };

/** SPEC §8 "Apple/Facebook login: missing code, token or user id rejects". */
export function checkAppleLogin(input: Partial<AppleLogin> | null | undefined): Check<AppleLogin> {
  const code = present(input?.code) ?? present(input?.authorization?.code);
  const idToken = present(input?.authorization?.id_token);
  if (!input || (!code && !idToken)) return { ok: false, key: 'apple-code-missing' };
  return {
    ok: true,
    payload: {
      ...input,
      ...(code ? { code } : {}),
      clientId: input.clientId ?? '',
      redirectUri: input.redirectUri ?? '',
    },
  };
}

export function checkFacebookLogin(input: Partial<FacebookLogin> | null | undefined): Check<FacebookLogin> {
  const accessToken = present(input?.accessToken);
  if (!accessToken) return { ok: false, key: 'facebook-token-missing' };
  const userID = present(input?.userID);
  if (!userID) return { ok: false, key: 'facebook-user-missing' };
  return { ok: true, payload: { accessToken, userID } };
}

function present(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
