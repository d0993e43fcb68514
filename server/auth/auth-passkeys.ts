/**
 * Passkeys of customers (docs/accounts-api.md "Passkeys"): WebAuthn registration in a signed-in
 * customer's scope, sign-in without a password, and the account's list of passkeys.
 *
 * - The relying party is the request's trusted origin (server/http/origin.ts): its host is the RP
 *   ID, the origin itself is the only one an answer may come from — never a `Host` or `Origin`
 *   header taken as given.
 * - A challenge is single-use and lives 5 minutes, in the database (several processes share it);
 *   a registration challenge belongs to the account it was made for.
 * - A sign-in is refused, always with the same words, for an unknown credential, a forged
 *   signature, a replayed or expired challenge, a sign counter that did not move forward, a
 *   credential whose user handle is another account's, or a closed account. Failed attempts are
 *   counted per client like password sign-ins (5 / 5 minutes); a success gives its attempt back.
 * - Every passkey sign-in ends in `passkeyGrant`, the one place its session is opened.
 */
import { createHmac } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  checkPasskeyName,
  describeDevice,
  MAX_PASSKEYS,
  PASSKEY_CEREMONY_TIMEOUT_MS,
  PASSKEY_CHALLENGE_SECONDS,
  type Passkey,
} from '../../src/domain/auth/passkeys';
import { shopName } from '../../src/domain/store/stores';
import { findCustomerById, openAccountById, ACTIVE, type CustomerRow } from '../accounts/accounts-service';
import type { ClientInfo, CustomerContext } from '../core/customer-context';
import type { ModuleDeps } from '../core/module-deps';
import { fail, succeed, type Failure, type FailureKind, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import { memoryRateLimits, type RateLimit } from '../http/rate-limits';
import { authDepsOf, grantFor, type AuthDeps, type Throttled, type TokenGrant } from './auth-grants';
import {
  countPasskeys,
  customerPasskeys,
  deleteCustomerPasskeys,
  deletePasskey,
  findPasskeyByCredential,
  insertChallenge,
  insertPasskey,
  recordUse,
  renamePasskey as renamePasskeyRow,
  takeChallenge,
  type ChallengePurpose,
  type PasskeyRow,
} from './auth-passkeys-repository';
import { defaultPasskeyName, passkeyText, type PasskeyTextKey } from './auth-passkeys-texts';

/** The WebAuthn library (and its ASN.1 and crypto helpers, some 4 MB of heap) loads with a shop's first passkey ceremony, not at start. */
const webauthn = () => import('@simplewebauthn/server');

/** Ceremonies started per client (each writes a challenge): a login page that reloads is far below. */
export const PASSKEY_OPTIONS_LIMIT = { points: 60, windowSeconds: 300 };

export interface PasskeyDeps extends AuthDeps {
  /** The WebAuthn user handle of an account: stable, opaque, not its id. */
  userHandle(customerId: number): Uint8Array<ArrayBuffer>;
  /** Ceremonies started, per client. */
  optionsLimit: RateLimit;
}

export function passkeyDepsOf(deps: Pick<ModuleDeps, 'db' | 'cache' | 'urls' | 'now' | 'mailer' | 'auth' | 'secret' | 'rateLimits'>): PasskeyDeps {
  const key = deps.secret.key;
  return {
    ...authDepsOf(deps),
    userHandle: (customerId) => new Uint8Array(createHmac('sha256', key).update(`passkey-user-handle:${customerId}`).digest()),
    optionsLimit: (deps.rateLimits ?? memoryRateLimits())('passkey-options', PASSKEY_OPTIONS_LIMIT),
  };
}

/** Who the passkeys are for: the origin the request was trusted at, and the shop's name. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(trustedOrigin: string, context: Pick<ShopContext, 'store'>): RelyingParty {
  return { id: new URL(trustedOrigin).hostname, origin: trustedOrigin, name: shopName(context.store) };
}

const refuse = (context: Pick<ShopContext, 'locale'>, kind: FailureKind, key: PasskeyTextKey): Failure => fail(kind, passkeyText(context.locale, key));

const passkeyOf = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at ? row.last_used_at.toISOString() : null,
});

async function newChallenge(deps: PasskeyDeps, challenge: string, purpose: ChallengePurpose, customerId: number | null): Promise<void> {
  const now = deps.now();
  await insertChallenge(deps.db, { value: challenge, purpose, customerId, now, expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000) });
}

/** The challenge check the verifications run: it consumes the challenge, whatever comes next. */
const consumes = (deps: PasskeyDeps, purpose: ChallengePurpose, customerId: number | null) => (challenge: string) =>
  takeChallenge(deps.db, challenge, purpose, customerId, deps.now());

async function throttle(deps: PasskeyDeps, context: ShopContext, limit: RateLimit, keys: string[]): Promise<Throttled | null> {
  const verdict = await limit.attempt(keys);
  return verdict.allowed ? null : { ...refuse(context, 'too-many-attempts', 'passkey-too-many-attempts'), retryAfterSeconds: verdict.retryAfterSeconds };
}

// ————— Registration (signed in) —————

export async function registrationOptions(deps: PasskeyDeps, context: CustomerContext, rp: RelyingParty): Promise<Outcome<PublicKeyCredentialCreationOptionsJSON>> {
  const customer = await findCustomerById(deps.db, context.customer.id);
  if (!customer || customer.status !== ACTIVE) return refuse(context, 'not-signed-in', 'passkey-registration-failed');
  const existing = await customerPasskeys(deps.db, customer.id);
  if (existing.length >= MAX_PASSKEYS) return refuse(context, 'limit-reached', 'passkey-limit');
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: customer.email,
    userDisplayName: [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email,
    userID: deps.userHandle(customer.id),
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
    // A discoverable credential: the sign-in needs no e-mail address first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await newChallenge(deps, options.challenge, 'register', customer.id);
  return succeed(options);
}

export interface PasskeyRegistration {
  response: RegistrationResponseJSON;
  name?: string;
}

export async function registerPasskey(
  deps: PasskeyDeps,
  context: CustomerContext,
  rp: RelyingParty,
  input: PasskeyRegistration,
  userAgent: string | undefined,
): Promise<Outcome<Passkey>> {
  const customerId = context.customer.id;
  let name: string;
  if (input.name === undefined || input.name.trim() === '') name = defaultPasskeyName(context.locale, describeDevice(userAgent));
  else {
    const checked = checkPasskeyName(input.name);
    if (!checked.ok) return refuse(context, 'invalid-input', 'passkey-name-invalid');
    name = checked.name;
  }
  if ((await countPasskeys(deps.db, customerId)) >= MAX_PASSKEYS) return refuse(context, 'limit-reached', 'passkey-limit');
  let verification;
  try {
    verification = await (await webauthn()).verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: consumes(deps, 'register', customerId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    // Malformed, forged, replayed, expired or another account's challenge: the library says which, the caller need not know.
    return refuse(context, 'invalid-input', 'passkey-registration-failed');
  }
  if (!verification.verified) return refuse(context, 'invalid-input', 'passkey-registration-failed');
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const row = await insertPasskey(deps.db, {
    customerId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? input.response.response.transports ?? []).filter((transport) => typeof transport === 'string').slice(0, 10),
    name,
    backedUp: credentialBackedUp,
    now: deps.now(),
  });
  if (!row) return refuse(context, 'already-exists', 'passkey-already-registered');
  return succeed(passkeyOf(row));
}

// ————— The account's passkeys (signed in) —————

/** Newest first. */
export async function listPasskeys(deps: Pick<PasskeyDeps, 'db'>, context: CustomerContext): Promise<Outcome<Passkey[]>> {
  return succeed((await customerPasskeys(deps.db, context.customer.id)).map(passkeyOf));
}

export async function renamePasskey(deps: Pick<PasskeyDeps, 'db'>, context: CustomerContext, passkeyId: number, name: unknown): Promise<Outcome<Passkey>> {
  const checked = checkPasskeyName(name);
  if (!checked.ok) return refuse(context, 'invalid-input', 'passkey-name-invalid');
  const row = await renamePasskeyRow(deps.db, context.customer.id, passkeyId, checked.name);
  return row ? succeed(passkeyOf(row)) : refuse(context, 'not-found', 'passkey-not-found');
}

/** Another customer's passkey is not found either. */
export async function removePasskey(deps: Pick<PasskeyDeps, 'db'>, context: CustomerContext, passkeyId: number): Promise<Outcome<null>> {
  return (await deletePasskey(deps.db, context.customer.id, passkeyId)) ? succeed(null) : refuse(context, 'not-found', 'passkey-not-found');
}

/** Every passkey of an account goes: for the account's closing (data rights). */
export async function removeAllPasskeys(deps: Pick<PasskeyDeps, 'db'>, customerId: number): Promise<number> {
  return deleteCustomerPasskeys(deps.db, customerId);
}

// ————— Sign-in (anonymous) —————

export async function signInOptions(deps: PasskeyDeps, context: ShopContext, rp: RelyingParty, client: ClientInfo): Promise<Outcome<PublicKeyCredentialRequestOptionsJSON>> {
  const throttled = await throttle(deps, context, deps.optionsLimit, [`passkey-options:client:${client.ip}`]);
  if (throttled) return throttled;
  // No allowCredentials: the authenticator offers the account's discoverable passkeys (and the browser's autofill).
  const options = await (await webauthn()).generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred', timeout: PASSKEY_CEREMONY_TIMEOUT_MS });
  await newChallenge(deps, options.challenge, 'sign-in', null);
  return succeed(options);
}

export async function signInWithPasskey(
  deps: PasskeyDeps,
  context: ShopContext,
  rp: RelyingParty,
  input: { response: AuthenticationResponseJSON },
  client: ClientInfo,
): Promise<Outcome<TokenGrant>> {
  const keys = [`passkey:client:${client.ip}`];
  const throttled = await throttle(deps, context, deps.kit.loginLimit, keys);
  if (throttled) return throttled;
  const notRecognised = refuse(context, 'wrong-credentials', 'passkey-not-recognised');

  const { response } = input;
  const passkey = await findPasskeyByCredential(deps.db, response.id);
  if (!passkey) return notRecognised;
  const customer = await openAccountById(deps.db, passkey.customer_id);
  if (!customer) return notRecognised;
  // The authenticator says whose credential it holds: it must be the account the credential is filed under.
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(deps.userHandle(customer.id)).toString('base64url')) return notRecognised;

  let verification;
  try {
    verification = await (await webauthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge: consumes(deps, 'sign-in', null),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')), counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: false,
    });
  } catch {
    // A forged signature, another challenge, a counter gone back, a malformed answer.
    return notRecognised;
  }
  if (!verification.verified) return notRecognised;
  // Two sign-ins with one assertion at once: only the first moves the counter.
  if (!(await recordUse(deps.db, passkey.id, passkey.counter, verification.authenticationInfo.newCounter, deps.now()))) return notRecognised;
  await deps.kit.loginLimit.forgive(keys);
  return succeed(await passkeyGrant(deps, customer, verification.authenticationInfo.userVerified));
}

/**
 * The session a passkey opens: the same grant as a password sign-in's. The one place a passkey
 * sign-in becomes a session, recorded as proving the second factor ('passkey').
 */
export function passkeyGrant(deps: AuthDeps, customer: CustomerRow, userVerified: boolean): Promise<TokenGrant> {
  // A passkey the device unlocked (PIN, fingerprint) is possession and knowledge at once: a staff
  // member's second factor too. One used without user verification proves possession only.
  return grantFor(deps, customer, userVerified ? { secondFactor: 'passkey' } : {});
}
