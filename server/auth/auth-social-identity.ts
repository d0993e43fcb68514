/**
 * Sign-in through Apple and Facebook (DESIGN decision 8): a port that turns what the browser got
 * from the provider into an identity the provider vouches for, or a refusal. The adapters check
 * with the provider itself (Apple's signing keys, Facebook's Graph API); a provider that is not
 * configured is simply absent, and `/security/providers` says so.
 */
export type SocialProvider = 'apple' | 'facebook';

export type SocialProof =
  | { provider: 'apple'; idToken: string }
  | { provider: 'facebook'; accessToken: string; userId: string };

export interface VerifiedIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the person (Apple `sub`, Facebook user id). */
  subject: string;
  /** Lower case; null when the provider gave none. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export type SocialVerification = { ok: true; identity: VerifiedIdentity } | { ok: false; reason: string };

export interface SocialIdentity {
  readonly provider: SocialProvider;
  /** The public id a page opens the provider's sign-in with (Apple Services ID, Facebook app id). */
  readonly publicId: string;
  verify(proof: SocialProof): Promise<SocialVerification>;
}

export type SocialIdentities = Partial<Record<SocialProvider, SocialIdentity>>;

