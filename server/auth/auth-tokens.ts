/**
 * Access tokens (docs/accounts-api.md): JWT HS256 for 15 minutes with `sub` (the customer id),
 * `roles` and `jti`, plus `sid` (the refresh-token family of the session) and `pwr` (a session
 * opened by a forgotten-password link may set a new password without the old one), and `act` (the
 * support agent's id in a session opened for the customer, issue 36). Anything else
 * — `alg: none`, another algorithm, another key, an expired, not-yet-valid or altered token, a
 * missing claim — is refused.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const TOKEN_ISSUER = 'boutique';
export const TOKEN_AUDIENCE = 'boutique-api';

export interface AccessClaims {
  customerId: number;
  roles: string[];
  jti: string;
  /** The refresh-token family of the session. */
  sessionId: string;
  /** Opened by a forgotten-password link (the database still has the last word). */
  passwordReset: boolean;
  /** `act`: the support agent acting as the customer (server/audit), or absent. */
  actingAgentId?: number;
}

export interface AccessSubject {
  customerId: number;
  roles: readonly string[];
  sessionId: string;
  passwordReset: boolean;
  /** A session a support agent opened for the customer (issue 36): the agent's account id. */
  actingAgentId?: number;
}

const SUBJECT = /^[1-9]\d{0,9}$/;

export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly now: () => Date,
  ) {}

  async issue(subject: AccessSubject): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({
      roles: [...subject.roles],
      sid: subject.sessionId,
      ...(subject.passwordReset ? { pwr: true } : {}),
      ...(subject.actingAgentId !== undefined ? { act: String(subject.actingAgentId) } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(subject.customerId))
      .setJti(randomUUID())
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  /** The claims of a genuine, current token; null for anything else. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: this.now(),
        requiredClaims: ['sub', 'jti', 'iat', 'exp', 'sid'],
        maxTokenAge: ACCESS_TOKEN_SECONDS,
      });
      const { sub, jti, roles, sid, pwr, iat, exp, act } = payload;
      // Only tokens shaped like the ones we issue: none lives longer than 15 minutes.
      if (typeof iat !== 'number' || typeof exp !== 'number' || exp - iat > ACCESS_TOKEN_SECONDS) return null;
      if (typeof sub !== 'string' || !SUBJECT.test(sub) || Number(sub) > 2_147_483_647) return null;
      if (typeof jti !== 'string' || typeof sid !== 'string') return null;
      if (!Array.isArray(roles) || !roles.every((role): role is string => typeof role === 'string')) return null;
      if (act !== undefined && (typeof act !== 'string' || !SUBJECT.test(act) || Number(act) > 2_147_483_647)) return null;
      return { customerId: Number(sub), roles, jti, sessionId: sid, passwordReset: pwr === true, ...(act !== undefined ? { actingAgentId: Number(act) } : {}) };
    } catch {
      return null;
    }
  }
}
