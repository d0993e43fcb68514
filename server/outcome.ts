/**
 * What a service answers when the request cannot be done (DESIGN: services know nothing of
 * HTTP). Expected failures are values with a `kind` from this one vocabulary and a message for
 * the person who asked; `server/http/outcomes.ts` is the one place that turns a kind into a
 * status code. Bugs and infrastructure failures are thrown, not returned.
 */
export type FailureKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'unprocessable' | 'too-many-requests';

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
