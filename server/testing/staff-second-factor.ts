/**
 * Test helpers for staff sign-ins (issue 36): the current TOTP code of a demo staff account
 * (server/demo/seed-second-factors.ts), and a fixture reset of the account's last accepted time
 * step. A person signs in once a day; a suite signs the same demo staff member in many times within
 * one 30-second step, which the replay rule refuses — the suites whose shop runs in their own
 * process forget the step before each sign-in. The replay rule itself is tested without it
 * (server/auth/auth-second-factor.test.ts).
 */
import { generate } from 'otplib';
import { sql } from 'kysely';
import { isSecondFactorChallenge, type SecondFactorChallenge } from '../../src/domain/auth/auth-session';
import type { Db } from '../db/database';
import { DEMO_TOTP_SECRETS } from '../demo/seed-second-factors';

export { DEMO_TOTP_SECRETS } from '../demo/seed-second-factors';

export const isDemoStaff = (email: string): boolean => email.trim().toLowerCase() in DEMO_TOTP_SECRETS;

/** The TOTP code of a secret at a time (default: now). */
export function totpCode(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** The current code of a demo staff account's authenticator. */
export function demoStaffCode(email: string, at?: Date): Promise<string> {
  const secret = DEMO_TOTP_SECRETS[email.trim().toLowerCase()];
  if (!secret) throw new Error(`${email} is not a demo staff account (server/demo/seed-second-factors.ts)`);
  return totpCode(secret, at);
}

/** Fixture: the account's next sign-in may use the current step's code again (see the header). */
export async function forgetUsedTotpStep(db: Db, email: string): Promise<void> {
  await sql`update staff_second_factors set last_totp_step = null where customer_id in (select id from customers where email = ${email.trim().toLowerCase()})`.execute(db);
}

interface TwoStepAuth<S> {
  login(credentials: { _username: string; _password: string }): Promise<S | SecondFactorChallenge>;
  loginSecondFactor(challenge: string, code: string): Promise<S>;
}

/**
 * Signs in through a client's auth API (src/adapters/http/http-auth-api.ts): a demo staff account
 * answers its challenge with its current code (the step forgotten first when `db` is the shop's).
 */
export async function signInAnswering<S>(auth: TwoStepAuth<S>, email: string, password: string, db?: Db): Promise<S> {
  const answer = await auth.login({ _username: email, _password: password });
  if (!isSecondFactorChallenge(answer)) return answer;
  if (db) await forgetUsedTotpStep(db, email);
  return auth.loginSecondFactor(answer.challenge, await demoStaffCode(email));
}

/** Until the next 30-second TOTP step begins (a shop in another process cannot forget the last one). */
export const untilNextTotpStep = (at: Date = new Date()): Promise<void> => new Promise((resolve) => setTimeout(resolve, 30_000 - (at.getTime() % 30_000) + 50));

/**
 * A demo staff sign-in over plain HTTP, for shops in another process: the password step, then the
 * current code; a code already taken this step waits for the next one (once).
 */
export async function staffSignInOverHttp<T>(
  post: (path: string, body: unknown) => Promise<{ status: number; body: T & { challenge?: string; message?: string } }>,
  email: string,
  password: string,
): Promise<{ status: number; body: T }> {
  for (let attempt = 0; ; attempt += 1) {
    const login = await post('/security/login', { _username: email, _password: password, refreshTransport: 'body' });
    if (login.status !== 202 || !login.body.challenge) return login;
    const answer = await post('/security/login/second-factor', { challenge: login.body.challenge, code: await demoStaffCode(email), refreshTransport: 'body' });
    if (answer.status !== 401 || attempt > 0) return answer;
    await untilNextTotpStep();
  }
}

/** What `injectStaffSignIn` needs of a Fastify app (its `inject`). */
interface Injector {
  inject(options: { method: 'POST'; url: string; payload: unknown }): Promise<{ statusCode: number; json(): unknown }>;
}

/**
 * A demo staff sign-in through Fastify's `inject`, for suites that hold the app: the password step,
 * then the code of the shop's time `at` (a suite that moves the shop's clock gives it), the step
 * forgotten first when the suite holds the shop's database. The access token, or an error naming the status.
 */
export async function injectStaffSignIn(app: Injector, db: Db | null, email: string, password: string, at: () => Date = () => new Date()): Promise<string> {
  const post = async (url: string, payload: unknown) => {
    const answer = await app.inject({ method: 'POST', url: `/api/v5${url}`, payload });
    return { status: answer.statusCode, body: answer.json() as { token?: string; challenge?: string; message?: string } };
  };
  if (db) await forgetUsedTotpStep(db, email);
  let answer = await post('/security/login', { _username: email, _password: password, refreshTransport: 'body' });
  if (answer.status === 202 && answer.body.challenge) answer = await post('/security/login/second-factor', { challenge: answer.body.challenge, code: await demoStaffCode(email, at()), refreshTransport: 'body' });
  if (answer.status !== 200 || !answer.body.token) throw new Error(`${email} could not sign in: ${answer.status} ${answer.body.message ?? ''}`);
  return answer.body.token;
}
