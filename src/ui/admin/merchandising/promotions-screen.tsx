import './merchandising.css';
import { useState, type FormEvent } from 'react';
import { CREATE_PROMOTION, DISABLE_PROMOTION, LIST_PROMOTIONS } from '../../../adapters/container/promotions-tokens';
import type { AdminPromotion } from '../../../domain/promotions/admin-promotion';
import type { PromotionInput } from '../../../domain/promotions/promotion-input';
import { STORE_IDS } from '../../../domain/store/stores';
import { Badge, Button, Field, Section, useAsync, ScrollRegion } from '../kit';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';

const EFFECTS = ['percent', 'amount', 'free-shipping', 'buy-x-get-y'] as const;
type EffectKind = (typeof EFFECTS)[number];

export interface PromotionForm {
  code: string;
  automatic: boolean;
  name: string;
  effect: EffectKind;
  value: string;
  pay: string;
  minimum: string;
  stores: string[];
  brands: string;
  categories: string;
  products: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  perCustomerLimit: string;
  exclusive: boolean;
}

const EMPTY: PromotionForm = {
  code: '', automatic: false, name: '', effect: 'percent', value: '', pay: '', minimum: '', stores: [], brands: '', categories: '', products: '', validFrom: '', validUntil: '', usageLimit: '', perCustomerLimit: '', exclusive: false,
};

const keys = (text: string) => text.split(',').map((part) => part.trim()).filter(Boolean);
const whole = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text) : text.trim() || undefined);

/** The form as the promotion engine takes it (the same shape as `boutique admin promo create`'s). */
export function promotionInputOf(form: PromotionForm): PromotionInput {
  const scoped = Boolean(keys(form.products).length || keys(form.categories).length || keys(form.brands).length);
  const target = scoped ? 'lines' : 'basket';
  const effect = form.effect === 'percent' ? { kind: 'percent', percent: form.value, target }
    : form.effect === 'amount' ? { kind: 'amount', amount: form.value, target }
      : form.effect === 'buy-x-get-y' ? { kind: 'buy-x-get-y', buy: form.value, pay: form.pay } : { kind: 'free-shipping' };
  return {
    code: form.automatic ? (form.code.trim() || undefined) : form.code.trim(),
    automatic: form.automatic,
    name: form.name.trim(),
    stores: form.stores.length > 0 ? form.stores : undefined,
    minimum: form.minimum.trim() || undefined,
    include: scoped ? { products: keys(form.products), categories: keys(form.categories), brands: keys(form.brands) } : null,
    validFrom: form.validFrom ? new Date(form.validFrom).toISOString() : undefined,
    validUntil: form.validUntil ? new Date(form.validUntil).toISOString() : undefined,
    usageLimit: whole(form.usageLimit),
    perCustomerLimit: whole(form.perCustomerLimit),
    stacking: form.exclusive ? 'exclusive' : 'stackable',
    effect,
  };
}

function effectText(promotion: AdminPromotion, t: (key: string, values?: Record<string, string | number>) => string): string {
  const effect = promotion.effect as { kind?: string; percent?: number; amount?: number; buy?: number; pay?: number };
  if (effect.kind === 'percent') return t('merchandising.promotions.effect.percentOff', { value: effect.percent ?? '' });
  if (effect.kind === 'amount') return t('merchandising.promotions.effect.amountOff', { value: effect.amount ?? '' });
  if (effect.kind === 'buy-x-get-y') return t('merchandising.promotions.effect.buyPay', { buy: effect.buy ?? '', pay: effect.pay ?? '' });
  return t(`merchandising.promotions.effect.${effect.kind ?? 'other'}`);
}

/** Promotions (issue 39): every one with its uses so far, a new one with the engine's conditions and effects, one stopped. */
export default function PromotionsScreen(_props: AdminScreenProps) {
  const { get, t, toast } = useAdmin();
  const list = useAsync(() => get(LIST_PROMOTIONS).execute(), []);
  const [form, setForm] = useState<PromotionForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof PromotionForm>(key: K, value: PromotionForm[K]) => setForm((all) => ({ ...all, [key]: value }));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await get(CREATE_PROMOTION).execute(promotionInputOf(form));
    setBusy(false);
    if (result.kind === 'done') {
      toast(t('merchandising.promotions.created', { code: result.promotion.code }), 'success');
      setForm(EMPTY);
      list.reload();
    } else setError(result.kind === 'invalid' || result.kind === 'refused' || result.kind === 'forbidden' ? result.message : t('kit.error'));
  };
  const disable = async (code: string) => {
    const result = await get(DISABLE_PROMOTION).execute(code);
    if (result.kind === 'done') {
      toast(t('merchandising.promotions.disabled', { code }), 'success');
      list.reload();
    } else toast(result.kind === 'refused' || result.kind === 'forbidden' ? result.message : t('kit.error'), 'error');
  };

  const promotions = list.status === 'done' && list.data.kind === 'done' ? list.data.promotions : [];
  return (
    <>
      <h1>{t('merchandising.promotions.title')}</h1>
      <Section title={t('merchandising.promotions.list')}>
        {list.status === 'loading' ? <p role="status">{t('kit.loading')}</p> : null}
        <ScrollRegion label={t('merchandising.promotions.list')}><table className="admin-table" data-testid="merch-promotions">
          <caption>{t('merchandising.promotions.caption', { count: promotions.length })}</caption>
          <thead><tr>{['code', 'name', 'effect', 'uses', 'valid', 'state'].map((column) => <th key={column} scope="col">{t(`merchandising.promotions.${column}`)}</th>)}<th scope="col"><span className="admin-visually-hidden">{t('merchandising.product.actions')}</span></th></tr></thead>
          <tbody>
            {promotions.map((promotion) => (
              <tr key={promotion.code}>
                <th scope="row">{promotion.automatic ? `${promotion.code} (${t('merchandising.promotions.automatic')})` : promotion.code}</th>
                <td>{promotion.names.fr ?? promotion.names.en}</td>
                <td>{effectText(promotion, t)}</td>
                <td>{promotion.usageLimit === null ? String(promotion.uses) : `${promotion.uses} / ${promotion.usageLimit}`}</td>
                <td>{[promotion.conditions.validFrom?.slice(0, 10), promotion.conditions.validUntil?.slice(0, 10)].map((day) => day ?? '…').join(' → ')}</td>
                <td><Badge tone={promotion.disabled ? 'neutral' : 'success'}>{t(promotion.disabled ? 'merchandising.promotions.off' : 'merchandising.promotions.on')}</Badge></td>
                <td>{promotion.disabled ? null : <Button variant="secondary" onClick={() => void disable(promotion.code)} aria-label={t('merchandising.promotions.disable', { code: promotion.code })}>{t('merchandising.promotions.stop')}</Button>}</td>
              </tr>
            ))}
          </tbody>
        </table></ScrollRegion>
      </Section>
      <Section title={t('merchandising.promotions.new')}>
        <form onSubmit={(event) => void create(event)} className="admin-merch-form">
          <Field label={t('merchandising.promotions.code')} value={form.code} onChange={(event) => set('code', event.target.value.toUpperCase())} hint={t('merchandising.promotions.codeHint')} />
          <label className="admin-merch-check"><input type="checkbox" checked={form.automatic} onChange={(event) => set('automatic', event.target.checked)} /> {t('merchandising.promotions.automaticHint')}</label>
          <Field label={t('merchandising.promotions.name')} value={form.name} onChange={(event) => set('name', event.target.value)} required />
          <Field as="select" label={t('merchandising.promotions.effect')} value={form.effect} onChange={(event) => set('effect', event.target.value as EffectKind)} options={EFFECTS.map((effect) => ({ value: effect, label: t(`merchandising.promotions.effect.${effect}`) }))} />
          {form.effect !== 'free-shipping' ? <Field label={t(`merchandising.promotions.value.${form.effect}`)} value={form.value} onChange={(event) => set('value', event.target.value)} inputMode="decimal" /> : null}
          {form.effect === 'buy-x-get-y' ? <Field label={t('merchandising.promotions.pay')} value={form.pay} onChange={(event) => set('pay', event.target.value)} inputMode="numeric" /> : null}
          <fieldset>
            <legend>{t('merchandising.promotions.conditions')}</legend>
            <Field label={t('merchandising.promotions.minimum')} value={form.minimum} onChange={(event) => set('minimum', event.target.value)} inputMode="decimal" />
            <fieldset>
              <legend>{t('merchandising.promotions.stores')}</legend>
              {STORE_IDS.map((store) => (
                <label key={store} className="admin-merch-check">
                  <input type="checkbox" checked={form.stores.includes(store)} onChange={(event) => set('stores', event.target.checked ? [...form.stores, store] : form.stores.filter((each) => each !== store))} /> {store}
                </label>
              ))}
            </fieldset>
            <Field label={t('merchandising.promotions.brands')} value={form.brands} onChange={(event) => set('brands', event.target.value)} hint={t('merchandising.promotions.keysHint')} />
            <Field label={t('merchandising.promotions.categories')} value={form.categories} onChange={(event) => set('categories', event.target.value)} hint={t('merchandising.promotions.keysHint')} />
            <Field label={t('merchandising.promotions.products')} value={form.products} onChange={(event) => set('products', event.target.value)} hint={t('merchandising.promotions.keysHint')} />
            <Field type="datetime-local" label={t('merchandising.promotions.from')} value={form.validFrom} onChange={(event) => set('validFrom', event.target.value)} />
            <Field type="datetime-local" label={t('merchandising.promotions.until')} value={form.validUntil} onChange={(event) => set('validUntil', event.target.value)} />
            <Field label={t('merchandising.promotions.usageLimit')} value={form.usageLimit} onChange={(event) => set('usageLimit', event.target.value)} inputMode="numeric" />
            <Field label={t('merchandising.promotions.perCustomerLimit')} value={form.perCustomerLimit} onChange={(event) => set('perCustomerLimit', event.target.value)} inputMode="numeric" />
            <label className="admin-merch-check"><input type="checkbox" checked={form.exclusive} onChange={(event) => set('exclusive', event.target.checked)} /> {t('merchandising.promotions.exclusive')}</label>
          </fieldset>
          {error ? <p role="alert" className="admin-field__error">{error}</p> : null}
          <Button type="submit" busy={busy}>{t('merchandising.promotions.create')}</Button>
        </form>
      </Section>
    </>
  );
}
