/**
 * The challenge of a staff sign-in's password step (docs/accounts-api.md "Staff second factor"):
 * a JWT HS256 for 5 minutes with its own audience (never mistaken for an access token), the
 * account (`sub`) and a fingerprint of its password hash (a password changed since kills it).
 * Only the code that follows turns it into a session.
 */
import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { SECOND_FACTOR_CHALLENGE_SECONDS } from '../../src/domain/auth/second-factor';
import { TOKEN_ISSUER } from './auth-tokens';

const AUDIENCE = 'boutique-second-factor';
const SUBJECT = /^[1-9]\d{0,9}$/;

export const passwordFingerprint = (passwordHash: string | null): string => createHash('sha256').update(`second-factor:${passwordHash ?? ''}`).digest('base64url').slice(0, 22);

export class SecondFactorChallenges {
  constructor(
    private readonly key: Uint8Array,
    private readonly now: () => Date,
  ) {}

  issue(customerId: number, passwordHash: string | null): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ pwf: passwordFingerprint(passwordHash) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(customerId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + SECOND_FACTOR_CHALLENGE_SECONDS)
      .sign(this.key);
  }

  /** The account and password fingerprint of a genuine, current challenge; null for anything else. */
  async verify(challenge: unknown): Promise<{ customerId: number; fingerprint: string } | null> {
    if (typeof challenge !== 'string' || challenge.length > 2048) return null;
    try {
      const { payload } = await jwtVerify(challenge, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: AUDIENCE,
        currentDate: this.now(),
        requiredClaims: ['sub', 'iat', 'exp'],
        maxTokenAge: SECOND_FACTOR_CHALLENGE_SECONDS,
      });
      if (typeof payload.sub !== 'string' || !SUBJECT.test(payload.sub) || Number(payload.sub) > 2_147_483_647 || typeof payload.pwf !== 'string') return null;
      return { customerId: Number(payload.sub), fingerprint: payload.pwf };
    } catch {
      return null;
    }
  }
}
