import type { ActivateGiftcard } from '../../application/giftcards/activate-giftcard';

/** Gift card activation (docs/returns-api.md "Gift cards"), served with the checkout's use cases (the balance). */
export interface GiftcardUseCases {
  activateGiftcard: ActivateGiftcard;
}
