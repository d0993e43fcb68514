/** Store-relative page paths and query strings (SPEC §2 URL conventions). */

/** Search terms in the path, spaces as `+` (SPEC §2 `/search/{query}`). */
export function searchPath(terms: string): string {
  const words = terms.trim().split(/\s+/).filter(Boolean).map(encodeURIComponent);
  return words.length > 0 ? `/search/${words.join('+')}` : '/search';
}

/** The search terms of a `/search/{query}` path segment. */
export function searchTerms(segment: string | undefined): string {
  if (!segment) return '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment.replace(/\+/g, ' '));
  } catch {
    decoded = segment.replace(/\+/g, ' ');
  }
  return decoded.replace(/\s+/g, ' ').trim();
}

export type Query = Record<string, string>;

/** Query flag of the home page the outlet guard sends anonymous visitors to (SPEC §2). */
export const OUTLET_POPUP_QUERY = 'outlet';

/** Query flag of the basket's "order" link when an anonymous shopper must sign in first (SPEC §3 comeFromStepOneOfBasket). */
export const FROM_BASKET_QUERY = 'from';

/** The sign-in page was reached from the basket's step 1. */
export const comesFromBasket = (query: Query): boolean => query[FROM_BASKET_QUERY] === 'basket';

/**
 * Where a signed-in customer goes from the sign-in page: on to delivery when the basket sent them
 * there, back to the basket a reminder mail restores when its link sent them (issue 38), else
 * `otherwise` (SPEC §4: no other target is remembered).
 */
export const afterSignIn = (query: Query, otherwise: string): string => {
  if (comesFromBasket(query)) return '/checkout/shipping';
  const basketId = remindedBasket(query);
  return basketId === null ? otherwise : restoreBasketPath(basketId);
};

/** Query of the forgotten-basket reminder's link (issue 38), on the basket page and the sign-in page. */
export const RESTORE_BASKET_QUERY = 'restore';

/** The basket page that puts a reminded basket back: the reminder mail's link. */
export const restoreBasketPath = (basketId: number): string => `/checkout/basket?${RESTORE_BASKET_QUERY}=${basketId}`;

/** The reminded basket a query names, or null (only a whole positive number: the target is ours). */
export function remindedBasket(query: Query): number | null {
  const text = query[RESTORE_BASKET_QUERY];
  if (!text || !/^[1-9][0-9]{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** `?a=1&b=2` from a query record ('' when empty). */
export function queryString(query: Query): string {
  const text = new URLSearchParams(query).toString();
  return text ? `?${text}` : '';
}

export function withoutKeys(query: Query, keys: readonly string[]): Query {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !keys.includes(key)));
}

/** First value of every query parameter. */
export function queryRecord(search: string): Query {
  const query: Query = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in query)) query[key] = value;
  return query;
}
