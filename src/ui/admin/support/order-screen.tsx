import { AdminLink } from '../kit/admin-link';
import { SHOW_SUPPORT_ORDER } from '../../../adapters/container/support-tokens';
import { Badge } from '../kit/badge';
import { DefinitionList } from '../kit/definition-list';
import { Section } from '../kit/section';
import { useAsync } from '../kit/use-async';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { OrderActions } from './order-actions';
import { dateTime, day, euros, failureText, storeName, toneOf } from './support-format';
import './support.css';

/** One order for support (issue 39): summary, lines, timeline, and the moves it may make now. */
export default function OrderScreen({ params }: AdminScreenProps) {
  const { get, t, locale } = useAdmin();
  const id = Number(params.id);
  const state = useAsync(() => get(SHOW_SUPPORT_ORDER).execute(id), [id]);
  const result = state.data;
  if (state.status === 'loading' && !result) return <p role="status">{t('kit.loading')}</p>;
  if (state.status === 'error' && !result) return <p role="alert">{t('kit.error')}</p>;
  if (!result || result.kind !== 'found') {
    return (
      <>
        <h1>{t('support.order.title')}</h1>
        <p role="alert">{result ? failureText(result as { kind: string; message?: string }, t) : t('kit.error')}</p>
      </>
    );
  }
  const { order } = result;
  const address = order.relayPoint
    ? `${order.relayPoint.name}, ${order.relayPoint.street}, ${order.relayPoint.zipCode} ${order.relayPoint.city}`
    : `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}, ${order.shippingAddress.street}, ${order.shippingAddress.zipCode} ${order.shippingAddress.city} (${order.shippingAddress.countryIsoCode2})`;
  return (
    <div className="support-page">
      <h1>
        {t('support.order.heading', { reference: order.reference })} <Badge tone={toneOf(order.status)}>{t(`support.status.${order.status}`)}</Badge>
      </h1>
      <Section title={t('support.order.actions')}>
        <OrderActions order={order} onDone={state.reload} />
      </Section>
      <Section title={t('support.order.summary')}>
        <DefinitionList
          items={[
            {
              term: t('support.orders.customer'),
              value: (
                <AdminLink to={`/admin/customers/${order.customer.id}`}>
                  {order.customer.firstName} {order.customer.lastName} &lt;{order.customer.email}&gt;
                </AdminLink>
              ),
            },
            { term: t('support.orders.date'), value: dateTime(order.createdAt, locale) },
            { term: t('support.orders.store'), value: storeName(order.storeId, t) },
            { term: t('support.orders.payment'), value: `${t(`support.payment.${order.paymentMethod}`)}${order.card ? ` (${order.card.brand} •••• ${order.card.last4})` : ''}` },
            { term: t('support.order.carrier'), value: `${order.carrier.name} — ${t('support.order.deliveryDate')} ${day(order.carrier.deliveryDate, locale)}` },
            { term: t('support.order.shipTo'), value: address },
            { term: t('support.orders.tracking'), value: order.tracking ? <a href={order.tracking.url} rel="noreferrer" target="_blank">{order.tracking.number}</a> : '—' },
            { term: t('support.order.goods'), value: euros(order.amounts.goods, locale) },
            { term: t('support.order.shipping'), value: euros(order.amounts.shipping, locale) },
            { term: t('support.order.discount'), value: euros(order.amounts.discount, locale) },
            { term: t('support.order.balance'), value: euros(order.amounts.balance, locale) },
            { term: t('support.orders.total'), value: euros(order.amounts.total, locale) },
          ]}
        />
      </Section>
      <Section title={t('support.order.lines')}>
        <ul className="support-list">
          {order.lines.map((line) => (
            <li key={line.id}>
              {line.quantity} × {line.brand} — {line.name} ({line.size}) · {euros(line.total, locale)}
              {line.returnedQuantity > 0 ? ` · ${t('support.order.returned', { count: line.returnedQuantity })}` : ''}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('support.order.timeline')}>
        <ol className="support-timeline" data-testid="support-order-timeline">
          {order.timeline.map((step, index) => (
            <li key={`${step.at}-${index}`}>
              <time dateTime={step.at}>{dateTime(step.at, locale)}</time>{' '}
              <strong>{step.kind === 'refund' ? t(`support.order.refunded.${step.means}`) : t(`support.status.${step.status}`)}</strong>
              {step.amount !== null ? ` · ${euros(step.amount, locale)}` : ''}
              {step.note ? ` · ${step.status === 'shipped' ? t('support.order.trackingNote', { number: step.note }) : step.note}` : ''}
              {step.actor ? <span className="support-muted"> · {step.actor.startsWith('support:') ? t('support.order.bySupport') : t(`support.order.by.${step.actor}`)}</span> : null}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
