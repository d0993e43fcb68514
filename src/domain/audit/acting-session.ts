/**
 * "Act as customer" (issue 36, DESIGN 19): a support agent opens a customer's session for one
 * order's problem, with a reason. What such a session may not do is decided here, once, by route
 * pattern: change the password, the second factor, the e-mail, passkeys, close the account, or
 * see the saved cards. The server refuses these before any handler runs (403).
 */

/** Route patterns (method, URL of the v5 API) an acting session is refused; any method when `methods` is absent. */
const REFUSED: readonly { pattern: RegExp; methods?: readonly string[] }[] = [
  { pattern: /^\/api\/v5\/secure\/account\/password(\/|$)/ },
  { pattern: /^\/api\/v5\/secure\/account\/e-?mail(\/|$)/ },
  { pattern: /^\/api\/v5\/secure\/account\/cards(\/|$)/ },
  // The second factor, recovery codes and passkeys, however their routes are named.
  { pattern: /^\/api\/v5\/secure\/account\/(two-factor|second-factor|2fa|totp|mfa|recovery-codes|passkeys?|webauthn)(\/|$)/ },
  { pattern: /^\/api\/v5\/secure\/(two-factor|second-factor|2fa|totp|mfa|passkeys?|webauthn)(\/|$)/ },
  { pattern: /^\/api\/v5\/security\/(two-factor|second-factor|2fa|totp|mfa|passkeys?|webauthn)(\/|$)/ },
  // Closing the account (data rights) is the customer's own decision.
  { pattern: /^\/api\/v5\/secure\/account\/(close|closure|deletion)(\/|$)/ },
  { pattern: /^\/api\/v5\/secure\/account$/, methods: ['DELETE'] },
  // The customer's own copy of everything (support has its own export, on request and recorded).
  { pattern: /^\/api\/v5\/secure\/account\/data(\/|$)/ },
  // An acting session is a customer's: no staff route, even if the agent's own roles would allow it.
  { pattern: /^\/api\/v5\/admin(\/|$)/ },
];

/** Whether an acting session may call this route (its registered pattern, e.g. `/api/v5/secure/account/cards/:cardId`). */
export function actingSessionMayCall(method: string, routePattern: string): boolean {
  const verb = method.toUpperCase();
  return !REFUSED.some(({ pattern, methods }) => pattern.test(routePattern) && (!methods || methods.includes(verb)));
}

/** How long an acting session lasts: one access token, never refreshed. */
export const ACTING_SESSION_MINUTES = 15;

export const MIN_REASON_LENGTH = 10;
export const MAX_REASON_LENGTH = 500;

export type ActAsInputError = 'reason-required' | 'reason-too-long' | 'order-required' | 'customer-required';

/** The agent's request, checked before anything is read. */
export function checkActAsInput(input: { customer?: string; orderId?: number; reason?: string }): { ok: true; reason: string } | { ok: false; error: ActAsInputError } {
  if (!input.customer || input.customer.trim() === '') return { ok: false, error: 'customer-required' };
  if (input.orderId === undefined || !Number.isSafeInteger(input.orderId) || input.orderId < 1) return { ok: false, error: 'order-required' };
  const reason = (input.reason ?? '').replace(/\s+/g, ' ').trim();
  if (reason.length < MIN_REASON_LENGTH) return { ok: false, error: 'reason-required' };
  if (reason.length > MAX_REASON_LENGTH) return { ok: false, error: 'reason-too-long' };
  return { ok: true, reason };
}
