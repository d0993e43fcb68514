/** Typed tokens of the gift card use cases (bound in giftcards-bindings.ts). */
import type { ActivateGiftcard } from '../../application/giftcards/activate-giftcard';
import { token } from '../../application/ports/token';

export const ACTIVATE_GIFTCARD = token<ActivateGiftcard>('ActivateGiftcard');
