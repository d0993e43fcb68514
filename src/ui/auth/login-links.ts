import { FROM_BASKET_QUERY, RESTORE_BASKET_QUERY } from '../../domain/routing/page-paths';

export type LoginMode = 'connection' | 'subscription';

/** `/login?mode=…` (SPEC §2), from the basket's step 1 or not. */
export function loginPath(mode: LoginMode, options: { fromBasket?: boolean; restoreBasket?: number } = {}): string {
  const from = options.fromBasket ? `&${FROM_BASKET_QUERY}=basket` : '';
  const restore = options.restoreBasket ? `&${RESTORE_BASKET_QUERY}=${options.restoreBasket}` : '';
  return `/login?mode=${mode}${from}${restore}`;
}

export function loginMode(query: Record<string, string>): LoginMode {
  return query.mode === 'subscription' ? 'subscription' : 'connection';
}

/** Query flag of the password page when the session comes from a forgotten-password link. */
export const PASSWORD_RESET_QUERY = 'reset';
