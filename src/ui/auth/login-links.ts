/** Query flag of the basket's "order" button when an anonymous shopper must sign in first (SPEC §3 comeFromStepOneOfBasket). */
export const FROM_BASKET_QUERY = 'from';

export type LoginMode = 'connection' | 'subscription';

/** `/login?mode=…` (SPEC §2), from the basket's step 1 or not. */
export function loginPath(mode: LoginMode, options: { fromBasket?: boolean } = {}): string {
  return `/login?mode=${mode}${options.fromBasket ? `&${FROM_BASKET_QUERY}=basket` : ''}`;
}

export function loginMode(query: Record<string, string>): LoginMode {
  return query.mode === 'subscription' ? 'subscription' : 'connection';
}

/** Query flag of the password page when the session comes from a forgotten-password link. */
export const PASSWORD_RESET_QUERY = 'reset';
