/**
 * `/social-connect/apple` and `/social-connect/facebook` (SPEC §3 "Social login payloads"): the
 * provider vouches for a person (SocialIdentity port); the shop finds the customer by the
 * provider's id, else by the address the provider gives (and links the id to that account), else
 * opens an account with it. An account opened this way has no password until its owner asks for a
 * forgotten-password link.
 */
import { checkAppleLogin, checkFacebookLogin, type AppleLogin, type FacebookLogin } from '../../src/domain/auth/social-login';
import { NAME_MAX_LENGTH } from '../../src/domain/accounts/profile';
import { isValidEmail } from '../../src/domain/accounts/email';
import { ACTIVE, findCustomerByEmail, findCustomerBySocialId, linkSocialId, openAccount, type CustomerRow } from '../accounts/accounts-service';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import { isUniqueViolation } from '../db/db-errors';
import { grantFor, refusal, type AuthDeps, type TokenGrant } from './auth-grants';
import type { SocialProvider, VerifiedIdentity } from './auth-social-identity';

export interface SocialProviders extends Record<SocialProvider, boolean> {
  appleClientId?: string;
  facebookAppId?: string;
}

/** Which sign-ins the page may offer, with the public ids it opens them with (never a secret). */
export function socialProviders(deps: Pick<AuthDeps, 'kit'>): SocialProviders {
  const { apple, facebook } = deps.kit.social;
  return {
    apple: apple !== undefined,
    facebook: facebook !== undefined,
    ...(apple ? { appleClientId: apple.publicId } : {}),
    ...(facebook ? { facebookAppId: facebook.publicId } : {}),
  };
}

export async function appleLogin(deps: AuthDeps, context: ShopContext, input: Partial<AppleLogin>): Promise<Outcome<TokenGrant>> {
  const identities = deps.kit.social.apple;
  if (!identities) return refusal(deps, context, 'not-found', 'apple-unavailable');
  const checked = checkAppleLogin(input);
  if (!checked.ok) return refusal(deps, context, 'invalid-input', checked.key);
  const idToken = checked.payload.authorization?.id_token?.trim();
  // Exchanging a bare `code` needs Apple's client secret (a key of the developer account): not configured.
  if (!idToken) return refusal(deps, context, 'invalid-input', 'apple-id-token-required');
  const verification = await identities.verify({ provider: 'apple', idToken });
  if (!verification.ok) return refusal(deps, context, 'wrong-credentials', 'apple-login-failed');
  // Apple tells the name only once, in the first sign-in's `user` (or the client copies it to the body).
  const user = parseAppleUser(checked.payload.user);
  const identity: VerifiedIdentity = {
    ...verification.identity,
    firstName: name(checked.payload.firstName) ?? name(user?.name?.firstName),
    lastName: name(checked.payload.lastName) ?? name(user?.name?.lastName),
  };
  return signInWith(deps, context, identity);
}

export async function facebookLogin(deps: AuthDeps, context: ShopContext, input: Partial<FacebookLogin>): Promise<Outcome<TokenGrant>> {
  const identities = deps.kit.social.facebook;
  if (!identities) return refusal(deps, context, 'not-found', 'facebook-unavailable');
  const checked = checkFacebookLogin(input);
  if (!checked.ok) return refusal(deps, context, 'invalid-input', checked.key);
  const verification = await identities.verify({ provider: 'facebook', accessToken: checked.payload.accessToken, userId: checked.payload.userID });
  // SPEC §8: Facebook's refusal is `not_authorized`.
  if (!verification.ok) return fail('wrong-credentials', 'not_authorized');
  return signInWith(deps, context, verification.identity);
}

async function signInWith(deps: AuthDeps, context: ShopContext, identity: VerifiedIdentity): Promise<Outcome<TokenGrant>> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const customer = await findOrOpen(deps, context, identity);
      if (customer === 'no-email') return refusal(deps, context, 'invalid-input', 'social-email-missing');
      if (customer === 'linked-elsewhere') {
        return identity.provider === 'apple' ? refusal(deps, context, 'wrong-credentials', 'apple-login-failed') : fail('wrong-credentials', 'not_authorized');
      }
      if (customer.status !== ACTIVE) return refusal(deps, context, 'wrong-credentials', 'account-closed');
      return succeed(await grantFor(deps, customer));
    } catch (error) {
      // The same first sign-in twice at once: the other one opened or linked the account; look again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Social sign-in kept colliding with concurrent sign-ins');
}

/** The customer; 'no-email': nothing to open an account with; 'linked-elsewhere': the address's account has another id of this provider. */
async function findOrOpen(deps: AuthDeps, context: ShopContext, identity: VerifiedIdentity): Promise<CustomerRow | 'no-email' | 'linked-elsewhere'> {
  const column = identity.provider === 'apple' ? 'apple_id' : 'facebook_id';
  const known = await findCustomerBySocialId(deps.db, identity.provider, identity.subject);
  if (known) return known;
  if (!identity.email || !isValidEmail(identity.email)) return 'no-email';
  const now = deps.now();
  const byEmail = await findCustomerByEmail(deps.db, identity.email);
  if (byEmail) {
    // A concurrent first sign-in of the same person may have linked it between the two reads.
    if (byEmail[column] === identity.subject) return byEmail;
    // Linked only when the account has no other id of this provider.
    const linked = await linkSocialId(deps.db, byEmail.id, identity.provider, identity.subject, now);
    if (linked) return linked;
    const again = await findCustomerBySocialId(deps.db, identity.provider, identity.subject);
    return again?.id === byEmail.id ? again : 'linked-elsewhere';
  }
  return openAccount(deps.db, {
    email: identity.email,
    passwordHash: null,
    civility: 3,
    firstName: identity.firstName ?? '',
    lastName: identity.lastName ?? '',
    birthday: null,
    ...(identity.provider === 'apple' ? { appleId: identity.subject } : { facebookId: identity.subject }),
    storeId: context.store.id,
    locale: context.locale,
    newsletter: false,
    now,
  });
}

function parseAppleUser(user: AppleLogin['user'] | undefined): { name?: { firstName?: string; lastName?: string } } | null {
  if (!user) return null;
  if (typeof user === 'object') return user;
  try {
    const parsed: unknown = JSON.parse(user);
    return parsed && typeof parsed === 'object' ? (parsed as { name?: { firstName?: string; lastName?: string } }) : null;
  } catch {
    return null;
  }
}

function name(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : [...text].slice(0, NAME_MAX_LENGTH).join('');
}
