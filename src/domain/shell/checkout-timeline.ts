import type { CheckoutStep } from '../routing/route-table';

export interface TimelineStep {
  step: CheckoutStep;
  /** Store-relative path of the step, when it is a link back. */
  href: string | null;
  state: 'done' | 'current' | 'todo';
}

const STEP_PATHS: Record<CheckoutStep, string> = {
  1: '/checkout/basket',
  2: '/checkout/shipping',
  3: '/checkout/payment',
  4: '/checkout/confirm',
};

/**
 * SPEC §2: steps 1 basket, 2 shipping (with the add-address pages), 3 payment, 4 confirmation.
 * Completed earlier steps link back; step 1 is a link only when this is not the special login
 * step (login reached from the basket shows the timeline on step 2 with step 1 as plain text).
 * Nothing links back from the confirmation.
 */
export function checkoutTimeline(current: CheckoutStep, options: { loginStep?: boolean } = {}): TimelineStep[] {
  return ([1, 2, 3, 4] as const).map((step) => {
    const state = step < current ? 'done' : step === current ? 'current' : 'todo';
    const linkable = state === 'done' && current !== 4 && !(step === 1 && options.loginStep);
    return { step, href: linkable ? STEP_PATHS[step] : null, state };
  });
}
