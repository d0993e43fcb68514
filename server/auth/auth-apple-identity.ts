/**
 * Sign in with Apple: the browser gets an id token (a JWT signed by Apple, RS256) in
 * `authorization.id_token`; it is checked against Apple's published keys (APPLE_JWKS_URL, fetched
 * and cached by jose), issuer https://appleid.apple.com and our Services ID as audience.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AppleConfig } from './auth-config';
import type { SocialIdentity, SocialProof, SocialVerification } from './auth-social-identity';

export class AppleIdentity implements SocialIdentity {
  readonly provider = 'apple' as const;
  readonly publicId: string;
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly config: AppleConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.publicId = config.clientIds[0];
    this.keys = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 3_600_000 });
  }

  async verify(proof: SocialProof): Promise<SocialVerification> {
    if (proof.provider !== 'apple') return { ok: false, reason: 'not an Apple proof' };
    try {
      const { payload } = await jwtVerify(proof.idToken, this.keys, {
        algorithms: ['RS256', 'ES256'],
        issuer: this.config.issuer,
        audience: this.config.clientIds,
        currentDate: this.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > 255) return { ok: false, reason: 'no subject' };
      // Apple sends `email_verified` as a boolean or the string 'true'; an unverified address links nothing.
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      const email = typeof payload.email === 'string' && verified ? payload.email.trim().toLowerCase() : null;
      return { ok: true, identity: { provider: 'apple', subject: payload.sub, email, firstName: null, lastName: null } };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : 'id token refused' };
    }
  }
}
