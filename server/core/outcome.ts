/**
 * What a service answers when the request cannot be done (DESIGN: services know nothing of
 * HTTP). Expected failures are values with a `kind` from this one vocabulary of business words and
 * a message for the person who asked; `server/http/outcomes.ts` is the one place that turns a kind
 * into a status code. Bugs and infrastructure failures are thrown, not returned.
 */
export const FAILURE_KINDS = [
  /** The request is malformed or misses a field. */
  'invalid-input',
  /** No session, or it ended: sign in (again). */
  'not-signed-in',
  /** The password, the link or the provider's token does not prove who the caller is. */
  'wrong-credentials',
  /** The caller is known but may not do this (a role, another address, a refused check). */
  'not-allowed',
  /** Nothing of that id for this caller (another customer's is not found either). */
  'not-found',
  /** It existed and is over: an expired gift card or link. */
  'expired',
  /** It is there already: an e-mail registered, an alert waiting, a card activated. */
  'already-exists',
  /** Not enough stock for a line. */
  'sold-out',
  /** The total the shopper saw is not the total now. */
  'price-changed',
  /** The balance changed since it was read (spent elsewhere at the same time). */
  'balance-changed',
  /** A count has its maximum: addresses, favourites. */
  'limit-reached',
  /** The thing is not in a state that allows it: a return not awaited, an order shipped, a payment ended. */
  'wrong-state',
  /** Well formed, but a rule of the shop refuses it (an e-mail the newsletter cannot take, a key reused for another request). */
  'refused',
  /** Too many attempts: try again later. */
  'too-many-attempts',
  /** A provider the shop relies on (payments, captcha) cannot answer now. */
  'provider-unavailable',
] as const;

export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface Failure {
  readonly ok: false;
  readonly kind: FailureKind;
  readonly message: string;
}

export interface Success<T> {
  readonly ok: true;
  readonly value: T;
}

export type Outcome<T> = Success<T> | Failure;

export const succeed = <T>(value: T): Success<T> => ({ ok: true, value });

export const fail = (kind: FailureKind, message: string): Failure => ({ ok: false, kind, message });
