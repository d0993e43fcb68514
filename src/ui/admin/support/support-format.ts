/** How the support screens write dates, money and statuses (issue 39). */
import type { BadgeTone } from '../kit/badge';

export const dateTime = (iso: string | null | undefined, locale: string): string =>
  iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—';

export const day = (iso: string | null | undefined, locale: string): string =>
  iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)) : '—';

/** A store's name as the back office writes it (the dashboard's texts name every store). */
export const storeName = (storeId: string, t: (key: string) => string): string => {
  const key = `administration.store.${storeId}`;
  const name = t(key);
  return name === key ? storeId : name;
};

export const euros = (amount: number, locale: string): string => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);

const TONES: Record<string, BadgeTone> = {
  awaiting_payment: 'warning', paid: 'info', preparing: 'info', shipped: 'info', delivered: 'success', cancelled: 'danger',
  waitClient: 'warning', received: 'info', accepted: 'success', refused: 'danger',
  open: 'warning', done: 'success',
};

export const toneOf = (status: string): BadgeTone => TONES[status] ?? 'neutral';

/** What a refused call says, or the kit's generic error. */
export function failureText(result: { kind: string; message?: string }, t: (key: string) => string): string {
  if (result.kind === 'signed-out') return t('support.errors.signedOut');
  if (result.kind === 'not-found') return t('support.errors.notFound');
  return result.message ?? t('kit.error');
}
