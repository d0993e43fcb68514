/**
 * A passkey authenticator in software, for tests: an ES256 key made with node:crypto, 'none'
 * attestation, the authenticator data and CBOR a real one sends. It answers the shop's options as
 * `@simplewebauthn/browser` would (RegistrationResponseJSON, AuthenticationResponseJSON), and can
 * be told to misbehave: another key's signature, a counter that goes back, another user handle.
 */
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

export interface StoredCredential {
  id: string;
  privateKey: KeyObject;
  /** base64url, as the registration options gave it. */
  userHandle: string;
  counter: number;
}

export interface RegistrationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: 'platform';
}

export interface AssertionAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: 'platform';
}

export interface AssertionTweaks {
  /** Sign with this credential's key but send `credentialId` (another's credential, or an unknown one). */
  credentialId?: string;
  /** The counter to send instead of the next one. */
  counter?: number;
  /** Another user handle; null to send none. */
  userHandle?: string | null;
  /** Sign with a key that is not the credential's. */
  forgeSignature?: boolean;
  /** The origin the browser would write (default: the authenticator's). */
  origin?: string;
  /** false: the device did not verify its user (no PIN, no fingerprint): user present only. */
  userVerified?: boolean;
}

const b64url = (bytes: Uint8Array | Buffer): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();
const u32 = (value: number): Buffer => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0);
  return buffer;
};

/** User present, user verified, attested credential data. */
const FLAGS_CREATE = 0x01 | 0x04 | 0x40;
const FLAGS_GET = 0x01 | 0x04;

export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];
  private readonly rpId: string;

  /** `origin`: the page the browser runs the ceremony in (its host is the RP ID). */
  constructor(private readonly origin: string) {
    this.rpId = new URL(origin).hostname;
  }

  /** Answers registration options (`challenge`, `user.id`, `rp.id`), as navigator.credentials.create() would. */
  register(options: { challenge: string; user: { id: string }; rp?: { id?: string } }, tweaks: { origin?: string; /** Offer this credential again (its id and key). */ reuse?: StoredCredential } = {}): RegistrationAnswer {
    const { privateKey, publicKey } = tweaks.reuse
      ? { privateKey: tweaks.reuse.privateKey, publicKey: createPublicKey(tweaks.reuse.privateKey) }
      : generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const credentialId = tweaks.reuse ? Buffer.from(tweaks.reuse.id, 'base64url') : randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([sha256(options.rp?.id ?? this.rpId), Buffer.from([FLAGS_CREATE]), u32(0), Buffer.alloc(16), idLength, credentialId, Buffer.from(cose)]);
    const attestationObject = encodeCBOR(new Map<string, CBORType>([['fmt', 'none'], ['attStmt', new Map<string, CBORType>()], ['authData', authData]]));
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: tweaks.origin ?? this.origin, crossOrigin: false });
    const id = b64url(credentialId);
    if (!tweaks.reuse) this.credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: b64url(Buffer.from(clientData)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers sign-in options with a credential (the last one made by default), as navigator.credentials.get() would. */
  signIn(options: { challenge: string }, credential: StoredCredential | undefined = this.credentials.at(-1), tweaks: AssertionTweaks = {}): AssertionAnswer {
    if (!credential) throw new Error('The software authenticator holds no credential');
    credential.counter = tweaks.counter ?? credential.counter + 1;
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([tweaks.userVerified === false ? FLAGS_GET & ~0x04 : FLAGS_GET]), u32(credential.counter)]);
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: tweaks.origin ?? this.origin, crossOrigin: false }));
    const key = tweaks.forgeSignature ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey : credential.privateKey;
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), key);
    const id = tweaks.credentialId ?? credential.id;
    const userHandle = tweaks.userHandle === undefined ? credential.userHandle : tweaks.userHandle;
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature), ...(userHandle === null ? {} : { userHandle }) },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
