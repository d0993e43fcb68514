/** A saved payment card (docs/accounts-api.md "Card"): a token on the provider's side, never a full number. */
export interface Card {
  id: number;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string;
}

/** "Visa •••• 4242 (12/2027)". */
export function cardLabel(card: Card): string {
  return `${card.brand} •••• ${card.last4} (${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear})`;
}
