/** What a relay point card shows, for choosing one at checkout and for dropping off a return. */
import { formatDistanceKm, type RelayPoint } from '../../domain/orders/relay-point';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { openingRows } from './checkout-format';

/** Name, distance and address. */
export function RelayPointSummary({ point }: { point: RelayPoint }) {
  const t = useT();
  const { site } = useRootStore();
  return (
    <span className="choice-card__body">
      <span className="choice-card__title">
        {point.name}
        <span className="relay-point__distance">{t('shipping.relay.distance', { distance: formatDistanceKm(point.distanceKm, site.locale.iso) })}</span>
      </span>
      <span className="address-lines">
        <span>{point.street}</span>
        <span>
          {point.zipCode} {point.city}
        </span>
      </span>
    </span>
  );
}

/** The week's opening hours, folded. */
export function RelayPointHours({ point }: { point: RelayPoint }) {
  const t = useT();
  const { site } = useRootStore();
  return (
    <details className="relay-point__hours">
      <summary>{t('shipping.relay.hours')}</summary>
      <dl>
        {openingRows(point.openingHours, site.locale.iso).map((row) => (
          <div key={row.day} className="relay-point__day">
            <dt>{row.day}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
