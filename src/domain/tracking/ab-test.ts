/** The A/B test group (SPEC §9 "A/B cookie 2592000 s"): A or B, kept 30 days, sent with the page views. */
export const AB_TEST_COOKIE = 'ab_test';
export const AB_TEST_MAX_AGE_SECONDS = 2_592_000;

export type AbGroup = 'A' | 'B';

export const isAbGroup = (value: unknown): value is AbGroup => value === 'A' || value === 'B';

/** The visitor's group: the one kept in the cookie, else drawn from `random` (0 ≤ random < 1), half and half. */
export function abGroup(stored: string | undefined, random: number): AbGroup {
  if (isAbGroup(stored)) return stored;
  return random < 0.5 ? 'A' : 'B';
}
