/**
 * Facebook Login: the browser's SDK gives a user access token and the user id. The Graph API's
 * `debug_token` (asked with our app token) says whether the token is valid, for our app and that
 * user; the profile (`/{user-id}?fields=…`, with `appsecret_proof`) gives the address and names.
 */
import { createHmac } from 'node:crypto';
import type { FacebookConfig } from './auth-config';
import type { SocialIdentity, SocialProof, SocialVerification } from './auth-social-identity';

const TIMEOUT_MS = 5000;

interface DebugToken {
  data?: { app_id?: string | number; is_valid?: boolean; user_id?: string | number; expires_at?: number };
}

interface GraphUser {
  id?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

export class FacebookIdentity implements SocialIdentity {
  readonly provider = 'facebook' as const;
  readonly publicId: string;

  constructor(
    private readonly config: FacebookConfig,
    private readonly fetchJson: (url: string) => Promise<unknown> = getJson,
  ) {
    this.publicId = config.appId;
  }

  async verify(proof: SocialProof): Promise<SocialVerification> {
    if (proof.provider !== 'facebook') return { ok: false, reason: 'not a Facebook proof' };
    try {
      const debug = (await this.fetchJson(this.url('/debug_token', {
        input_token: proof.accessToken,
        access_token: `${this.config.appId}|${this.config.appSecret}`,
      }))) as DebugToken;
      const data = debug?.data;
      if (!data?.is_valid) return { ok: false, reason: 'token not valid' };
      if (String(data.app_id) !== this.config.appId) return { ok: false, reason: 'token of another app' };
      if (String(data.user_id) !== proof.userId) return { ok: false, reason: 'token of another user' };
      const user = (await this.fetchJson(this.url(`/${encodeURIComponent(proof.userId)}`, {
        fields: 'id,email,first_name,last_name',
        access_token: proof.accessToken,
        appsecret_proof: createHmac('sha256', this.config.appSecret).update(proof.accessToken).digest('hex'),
      }))) as GraphUser;
      if (String(user?.id) !== proof.userId) return { ok: false, reason: 'profile of another user' };
      return {
        ok: true,
        identity: {
          provider: 'facebook',
          subject: proof.userId,
          email: typeof user.email === 'string' && user.email.includes('@') ? user.email.trim().toLowerCase() : null,
          firstName: typeof user.first_name === 'string' ? user.first_name : null,
          lastName: typeof user.last_name === 'string' ? user.last_name : null,
        },
      };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : 'Graph API unavailable' };
    }
  }

  private url(path: string, query: Record<string, string>): string {
    return `${this.config.graphUrl}${path}?${new URLSearchParams(query).toString()}`;
  }
}

async function getJson(url: string): Promise<unknown> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  // The Graph API answers refusals (expired or forged tokens) with 400 and an `error` object.
  if (!answer.ok) throw new Error(`Graph API answered ${answer.status}`);
  return answer.json();
}
