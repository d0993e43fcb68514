import type { AuthSession, LoginProviders, SecondFactorChallenge } from '../../domain/auth/auth-session';
import { checkCredentials, type Credentials } from '../../domain/auth/credentials';
import { checkAppleLogin, checkFacebookLogin, type AppleLogin, type FacebookLogin } from '../../domain/auth/social-login';
import { isValidEmail, normaliseEmail } from '../../domain/accounts/email';
import { checkRegistration, type Registration } from '../../domain/accounts/registration';
import { ApiError } from '../../application/ports/api-error';
import type { AuthApi } from '../../application/ports/auth-api';
import { refuse, type InMemoryAccounts, type InMemoryCustomer } from './in-memory-accounts';

export interface InMemorySocialAccounts {
  /** Apple codes or identity tokens the fake Apple vouches for, and whose account they open. */
  apple?: Record<string, string>;
  /** Facebook `accessToken:userID` pairs the fake Facebook vouches for, and whose account they open. */
  facebook?: Record<string, string>;
}

/**
 * Staff accounts with a second factor: their address and the codes the fake authenticator (or
 * their recovery sheet) would give. A code serves once; a used one is refused as replayed.
 */
export type InMemorySecondFactors = Record<string, string[]>;

export const SECOND_FACTOR_TEXTS = {
  needed: "Saisissez le code de votre application d'authentification (ou un code de secours).",
  invalid: 'Ce code est incorrect.',
  replayed: 'Ce code a déjà servi : attendez le suivant.',
  expired: 'La demande de code a expiré : reconnectez-vous avec votre mot de passe.',
} as const;

/** `/security/*` and `/social-connect/*` over InMemoryAccounts. */
export class InMemoryAuthApi implements AuthApi {
  constructor(
    private readonly accounts: InMemoryAccounts,
    private readonly social: InMemorySocialAccounts = {},
    private readonly secondFactors: InMemorySecondFactors = {},
  ) {}

  private readonly challenges = new Map<string, string>();
  private readonly usedCodes = new Set<string>();
  private challengeCount = 0;

  async login(credentials: Credentials): Promise<AuthSession | SecondFactorChallenge> {
    this.accounts.fail();
    const check = checkCredentials(credentials._username, credentials._password);
    if (!check.ok) throw refuse(400, check.key);
    const email = normaliseEmail(check.credentials._username);
    this.accounts.attempt(email);
    const customer = this.accounts.byEmail(email);
    if (!customer || customer.password !== check.credentials._password) throw refuse(401, 'credentials-invalid');
    this.accounts.forgive(email);
    if (this.secondFactors[email]) {
      this.challengeCount += 1;
      const challenge = `challenge-${this.challengeCount}`;
      this.challenges.set(challenge, email);
      return { secondFactorRequired: true, challenge, expiresIn: 300, message: SECOND_FACTOR_TEXTS.needed };
    }
    return this.accounts.open(customer);
  }

  /** The challenge of a staff account's password step and one of its codes (each serves once). */
  async loginSecondFactor(challenge: string, code: string): Promise<AuthSession> {
    this.accounts.fail();
    const email = this.challenges.get(challenge);
    const customer = email ? this.accounts.byEmail(email) : undefined;
    if (!email || !customer) throw new ApiError(401, SECOND_FACTOR_TEXTS.expired);
    const typed = code.trim().toLowerCase();
    if (this.usedCodes.has(`${email}:${typed}`)) throw new ApiError(401, SECOND_FACTOR_TEXTS.replayed);
    if (!(this.secondFactors[email] ?? []).some((known) => known.toLowerCase() === typed)) throw new ApiError(401, SECOND_FACTOR_TEXTS.invalid);
    this.usedCodes.add(`${email}:${typed}`);
    this.challenges.delete(challenge);
    return this.accounts.open(customer);
  }

  async register(registration: Registration): Promise<AuthSession> {
    this.accounts.fail();
    const check = checkRegistration(registration);
    if (!check.ok) throw new ApiError(400, check.message);
    const { email, password, birthday, newsletter, civility, firstName, lastName } = check.registration;
    if (this.accounts.byEmail(email)) throw refuse(409, 'email-taken');
    const customer: InMemoryCustomer = {
      profile: { id: this.accounts.id(), email, firstName, lastName, civility, birthday, newsletter, roles: ['customer'] },
      password,
      addresses: [],
      cards: [],
      wishes: [],
    };
    this.accounts.customers.push(customer);
    return this.accounts.open(customer);
  }

  async refresh(refreshToken: string): Promise<AuthSession> {
    this.accounts.fail();
    return this.accounts.rotate(refreshToken);
  }

  async logout(refreshToken: string | null): Promise<void> {
    this.accounts.fail();
    this.accounts.revoke(refreshToken);
  }

  async forgotPassword(email: string): Promise<void> {
    this.accounts.fail();
    if (!isValidEmail(email)) throw refuse(400, 'email-invalid');
    const customer = this.accounts.byEmail(normaliseEmail(email));
    if (customer) this.accounts.mailLink(customer);
  }

  async autoconnect(linkToken: string): Promise<AuthSession> {
    this.accounts.fail();
    return this.accounts.open(this.accounts.useLink(linkToken), { reset: true });
  }

  async providers(): Promise<LoginProviders> {
    this.accounts.fail();
    return { apple: this.social.apple !== undefined, facebook: this.social.facebook !== undefined };
  }

  async appleLogin(payload: AppleLogin): Promise<AuthSession> {
    this.accounts.fail();
    if (!this.social.apple) throw new ApiError(404, "La connexion avec Apple n'est pas disponible.");
    const check = checkAppleLogin(payload);
    if (!check.ok) throw refuse(400, check.key);
    const proof = check.payload.authorization?.id_token ?? check.payload.code ?? '';
    return this.openFor(this.social.apple?.[proof], 'apple-login-failed');
  }

  async facebookLogin(payload: FacebookLogin): Promise<AuthSession> {
    this.accounts.fail();
    if (!this.social.facebook) throw new ApiError(404, "La connexion avec Facebook n'est pas disponible.");
    const check = checkFacebookLogin(payload);
    if (!check.ok) throw refuse(400, check.key);
    return this.openFor(this.social.facebook?.[`${check.payload.accessToken}:${check.payload.userID}`], 'facebook-not-authorized');
  }

  private openFor(email: string | undefined, refusal: 'apple-login-failed' | 'facebook-not-authorized'): AuthSession {
    const customer = email ? this.accounts.byEmail(email) : undefined;
    if (!customer) throw refuse(401, refusal);
    return this.accounts.open(customer);
  }
}
