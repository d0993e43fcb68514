import { useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { RelayPoint } from '../../domain/orders/relay-point';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { RelayMap } from './relay-map';
import { RelayPointHours, RelayPointSummary } from './relay-point-parts';
import { useCheckoutStores } from './use-checkout-stores';

const RelayRow = observer(function RelayRow({ point }: { point: RelayPoint }) {
  const { shipping } = useCheckoutStores();
  const chosen = shipping.relayPoint?.id === point.id;
  return (
    <li className={`choice-card relay-point${chosen ? ' is-chosen' : ''}`} data-testid="relay-point" data-relay-id={point.id}>
      <label className="choice-card__main">
        <input type="radio" name="relay-point" checked={chosen} disabled={shipping.busy} onChange={() => void shipping.chooseRelay(point)} />
        <RelayPointSummary point={point} />
      </label>
      <RelayPointHours point={point} />
    </li>
  );
});

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A point chosen on the map, shown in the list (issue 35): its row scrolled into view (no further
 * than needed; without animation when the shopper asks for less motion), then its radio focused
 * once the choice is made, so the keyboard goes on from the chosen point.
 */
async function showInList(list: HTMLElement | null, point: RelayPoint, choose: (point: RelayPoint) => Promise<void>) {
  const row = [...(list?.querySelectorAll<HTMLElement>('[data-relay-id]') ?? [])].find((element) => element.dataset.relayId === point.id);
  row?.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
  await choose(point);
  const radio = row?.querySelector<HTMLInputElement>('input[type="radio"]');
  if (radio?.isConnected && radio.checked) radio.focus({ preventScroll: true });
}

/**
 * Relay point delivery (SPEC §2 "relay map and search"): a postcode or a city, the nearest points
 * with their distance and opening hours, and the same points on a map.
 */
export const RelaySearch = observer(function RelaySearch() {
  const t = useT();
  const { site } = useRootStore();
  const { shipping } = useCheckoutStores();
  const [query, setQuery] = useState(() => shipping.relayQuery || shipping.relayPoint?.zipCode || '');
  const [tooShort, setTooShort] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const short = query.trim().length < 2;
    setTooShort(short);
    if (!short) void shipping.searchRelays(query);
  };
  const points = shipping.relayPoints ?? [];
  const tileUrl = site.settings?.mapTileUrl ?? null;
  return (
    <div className="relay-search">
      <form className="relay-search__form" role="search" onSubmit={submit} data-testid="relay-search">
        <div className={`field${tooShort ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="relay-query">
            {t('shipping.relay.query')}
          </label>
          <div className="relay-search__row">
            <input
              id="relay-query"
              className="field__input"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="postal-code"
              aria-invalid={tooShort || undefined}
              aria-describedby={tooShort ? 'relay-query-error' : undefined}
            />
            <button type="submit" className="button" disabled={shipping.relaySearching} data-testid="relay-search-submit">
              {shipping.relaySearching ? t('common.loading') : t('shipping.relay.search')}
            </button>
          </div>
          {tooShort && (
            <p id="relay-query-error" className="field__error">
              {t('shipping.relay.queryTooShort')}
            </p>
          )}
        </div>
      </form>
      {shipping.relayPoints !== null && points.length === 0 && !shipping.relayProblem && (
        <p className="relay-search__empty" role="status">
          {t('shipping.relay.none')}
        </p>
      )}
      {points.length > 0 && (
        <div className="relay-search__results">
          <ul ref={list} className="choice-list relay-search__list" aria-label={t('shipping.relay.results', { count: points.length })} data-testid="relay-points">
            {points.map((point) => (
              <RelayRow key={point.id} point={point} />
            ))}
          </ul>
          <RelayMap
            points={points}
            selectedId={shipping.relayPoint?.id ?? null}
            tileUrl={tileUrl}
            onSelect={(point) => void showInList(list.current, point, (chosen) => shipping.chooseRelay(chosen))}
          />
        </div>
      )}
    </div>
  );
});
