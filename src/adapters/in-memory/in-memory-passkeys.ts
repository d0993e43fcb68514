/**
 * Passkeys over InMemoryAccounts, for tests: a device that holds credentials (its answers name the
 * credential and the challenge they sign), and the shop's side that checks them as the real one
 * does — a challenge once, a credential of one account, a removed passkey no more.
 */
import type { AuthSession } from '../../domain/auth/auth-session';
import type { Passkey } from '../../domain/auth/passkeys';
import { ApiError } from '../../application/ports/api-error';
import type { CeremonyResult, PasskeyAuthenticator } from '../../application/ports/passkey-authenticator';
import type { PasskeyApi, WebAuthnJson } from '../../application/ports/passkeys-api';
import type { InMemoryAccounts, TokenSource } from './in-memory-accounts';

/** What the device answers next: a credential, or the customer's "no". */
export class InMemoryPasskeyDevice implements PasskeyAuthenticator {
  credentials: string[] = [];
  next: 'answer' | 'cancel' = 'answer';
  private made = 0;

  constructor(private readonly available = true) {}

  supported(): boolean {
    return this.available;
  }

  async supportsAutofill(): Promise<boolean> {
    return this.available;
  }

  async create(options: WebAuthnJson): Promise<CeremonyResult> {
    if (!this.available) return { kind: 'unsupported' };
    if (this.next === 'cancel') return { kind: 'cancelled' };
    this.made += 1;
    const credential = `credential-${this.made}`;
    this.credentials.push(credential);
    return { kind: 'answered', response: { id: credential, challenge: options.challenge } };
  }

  async get(options: WebAuthnJson): Promise<CeremonyResult> {
    if (!this.available) return { kind: 'unsupported' };
    if (this.next === 'cancel' || this.credentials.length === 0) return { kind: 'cancelled' };
    return { kind: 'answered', response: { id: this.credentials.at(-1), challenge: options.challenge } };
  }
}

interface StoredPasskey extends Passkey {
  customerId: number;
  credential: string;
}

const NOT_RECOGNISED = "Cette clé d'accès n'est pas reconnue. Veuillez réessayer ou vous connecter avec votre mot de passe.";

export class InMemoryPasskeyApi implements PasskeyApi {
  readonly passkeys: StoredPasskey[] = [];
  private readonly challenges = new Map<string, number | null>();
  private ids = 0;

  constructor(
    private readonly accounts: InMemoryAccounts,
    private readonly tokens: TokenSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(): Promise<Passkey[]> {
    const { customer } = this.accounts.signedIn(this.tokens);
    return this.passkeys.filter((passkey) => passkey.customerId === customer.profile.id).map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })).reverse();
  }

  async registrationOptions(): Promise<WebAuthnJson> {
    const { customer } = this.accounts.signedIn(this.tokens);
    return { challenge: this.challenge(customer.profile.id) };
  }

  async register(response: WebAuthnJson, name?: string): Promise<Passkey> {
    const { customer } = this.accounts.signedIn(this.tokens);
    if (!this.take(response.challenge, customer.profile.id)) throw new ApiError(400, "La clé d'accès n'a pas pu être enregistrée. Veuillez réessayer.");
    if (this.passkeys.some((passkey) => passkey.credential === response.id)) throw new ApiError(409, "Cette clé d'accès est déjà enregistrée.");
    this.ids += 1;
    const passkey: StoredPasskey = { id: this.ids, name: name ?? 'Chrome sur Linux', createdAt: this.now().toISOString(), lastUsedAt: null, customerId: customer.profile.id, credential: String(response.id) };
    this.passkeys.push(passkey);
    return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: null };
  }

  async rename(passkeyId: number, name: string): Promise<Passkey> {
    const passkey = this.own(passkeyId);
    passkey.name = name;
    return { id: passkey.id, name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt };
  }

  async remove(passkeyId: number): Promise<void> {
    const passkey = this.own(passkeyId);
    this.passkeys.splice(this.passkeys.indexOf(passkey), 1);
  }

  async signInOptions(): Promise<WebAuthnJson> {
    return { challenge: this.challenge(null) };
  }

  async signIn(response: WebAuthnJson): Promise<AuthSession> {
    const passkey = this.passkeys.find((candidate) => candidate.credential === response.id);
    if (!this.take(response.challenge, null) || !passkey) throw new ApiError(401, NOT_RECOGNISED);
    passkey.lastUsedAt = this.now().toISOString();
    return this.accounts.open(this.accounts.customers.find((customer) => customer.profile.id === passkey.customerId)!);
  }

  private own(passkeyId: number): StoredPasskey {
    const { customer } = this.accounts.signedIn(this.tokens);
    const passkey = this.passkeys.find((candidate) => candidate.id === passkeyId && candidate.customerId === customer.profile.id);
    if (!passkey) throw new ApiError(404, "Cette clé d'accès n'existe pas.");
    return passkey;
  }

  private challenge(customerId: number | null): string {
    const value = `challenge-${this.challenges.size + 1}-${Math.random().toString(36).slice(2)}`;
    this.challenges.set(value, customerId);
    return value;
  }

  private take(value: unknown, customerId: number | null): boolean {
    if (typeof value !== 'string' || !this.challenges.has(value) || this.challenges.get(value) !== customerId) return false;
    this.challenges.delete(value);
    return true;
  }
}
