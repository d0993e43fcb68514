import { AdminLink } from '../kit/admin-link';
import type { ReactNode } from 'react';
import { SHOW_CUSTOMER } from '../../../adapters/container/support-tokens';
import { Badge } from '../kit/badge';
import { DefinitionList } from '../kit/definition-list';
import { Section } from '../kit/section';
import { useAsync } from '../kit/use-async';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { ActAsButton } from './act-as-button';
import { dateTime, day, euros, failureText, storeName, toneOf } from './support-format';
import './support.css';

/** A customer's page for support (issue 39): everything the shop holds for them, and "act as customer". */
export default function CustomerScreen({ params }: AdminScreenProps) {
  const { get, t, locale } = useAdmin();
  const state = useAsync(() => get(SHOW_CUSTOMER).execute(params.id), [params.id]);
  const result = state.data;
  if (state.status === 'loading' && !result) return <p role="status">{t('kit.loading')}</p>;
  if (!result || result.kind !== 'found') {
    return (
      <>
        <h1>{t('support.customer.title')}</h1>
        <p role="alert">{result ? failureText(result as { kind: string; message?: string }, t) : t('kit.error')}</p>
      </>
    );
  }
  const file = result.customer;
  const { profile } = file;
  const link = (path: string, text: ReactNode) => (
    <AdminLink to={path}>{text}</AdminLink>
  );
  const none = <p className="support-muted">{t('support.customer.none')}</p>;
  return (
    <div className="support-page">
      <h1>
        {profile.firstName} {profile.lastName} {profile.closed ? <Badge tone="danger">{t('support.customers.closed')}</Badge> : null}
      </h1>
      <Section title={t('support.customer.profile')} actions={profile.closed ? null : <ActAsButton email={profile.email} orderIds={file.orders.items.map((order) => order.id)} />}>
        <DefinitionList
          items={[
            { term: t('support.customers.email'), value: profile.email },
            { term: t('support.customer.number'), value: `#${profile.id}` },
            { term: t('support.orders.store'), value: `${storeName(profile.storeId, t)} (${profile.locale})` },
            { term: t('support.customer.birthday'), value: profile.birthday ? day(profile.birthday, locale) : '—' },
            { term: t('support.customers.since'), value: day(profile.createdAt, locale) },
            { term: t('support.customer.roles'), value: profile.roles.join(', ') },
            { term: t('support.customer.signIn'), value: (['password', 'apple', 'facebook'] as const).filter((way) => profile.signIn[way]).map((way) => t(`support.customer.signIn.${way}`)).join(', ') || '—' },
          ]}
        />
      </Section>
      <div className="support-grid">
        <Section title={t('support.customer.orders', { count: file.orders.total })}>
          <p>{t('support.customer.spent', { amount: euros(file.orders.spent, locale) })}</p>
          {file.orders.items.length === 0 ? none : (
            <ul className="support-list" data-testid="support-customer-orders">
              {file.orders.items.map((order) => (
                <li key={order.id}>
                  {link(`/admin/orders/${order.id}`, order.reference)} · {day(order.createdAt, locale)} · <Badge tone={toneOf(order.status)}>{t(`support.status.${order.status}`)}</Badge> · {euros(order.total, locale)}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('support.customer.returns', { count: file.returns.total })}>
          {file.returns.items.length === 0 ? none : (
            <ul className="support-list">
              {file.returns.items.map((ret) => (
                <li key={ret.id}>
                  {link(`/admin/returns/${ret.id}`, ret.reference)} · {t('support.returns.order')} {ret.orderId} · <Badge tone={toneOf(ret.status)}>{t(`support.returnStatus.${ret.status}`)}</Badge> · {euros(ret.refundAmount, locale)}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('support.customer.balance')}>
          <p>{t('support.customer.usable', { amount: euros(file.balance.balance, locale) })}</p>
          <ul className="support-list">
            {[...file.balance.vouchers, ...file.balance.credits].map((line) => (
              <li key={line.id}>
                {line.label}{line.code ? ` (${line.code})` : ''} · {euros(line.remaining, locale)} / {euros(line.amount, locale)}{line.expiresAt ? ` · ${t('support.customer.expires', { date: day(line.expiresAt, locale) })}` : ''}
              </li>
            ))}
          </ul>
          <h3>{t('support.customer.history')}</h3>
          {file.balance.history.length === 0 ? none : (
            <ul className="support-list">
              {file.balance.history.map((move, index) => (
                <li key={`${move.at}-${index}`}>
                  {dateTime(move.at, locale)} · {move.label} · {euros(move.amount, locale)}{move.orderId ? ` · ${t('support.returns.order')} ${move.orderId}` : ''}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('support.customer.other')}>
          <DefinitionList
            items={[
              { term: t('support.customer.favourites'), value: String(file.favourites.count) },
              { term: t('support.customer.alerts'), value: String(file.alerts.length) },
              {
                term: t('support.customer.consents'),
                value: file.consents.length === 0 ? t('support.customer.noConsent') : file.consents.map((consent) => `${t('support.customer.newsletter')} ${consent.store}: ${t(consent.given ? 'support.customer.given' : 'support.customer.withdrawn')}`).join(' · '),
              },
              { term: t('support.customer.addresses'), value: String(file.addresses.length) },
            ]}
          />
          <ul className="support-list">
            {file.addresses.map((address) => (
              <li key={address.id}>
                {address.firstName} {address.lastName}, {address.street}, {address.zipCode} {address.city} ({address.countryIsoCode2}){address.default ? ` · ${t('support.customer.default')}` : ''}
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('support.customer.messages', { count: file.messages.length })}>
          {file.messages.length === 0 ? none : (
            <ul className="support-list">
              {file.messages.map((message) => (
                <li key={message.id}>
                  {link(`/admin/messages/${message.reference}`, message.reference)} · {day(message.createdAt, locale)} · {t(`support.subject.${message.subject}`)} · <Badge tone={toneOf(message.status)}>{t(`support.messageStatus.${message.status}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('support.customer.audit')}>
          {file.audit.length === 0 && file.supportAccesses.length === 0 ? none : (
            <ul className="support-list">
              {file.supportAccesses.map((access) => (
                <li key={`access-${access.openedAt}`}>{dateTime(access.openedAt, locale)} · {t('support.customer.actedAs', { order: access.orderId })} · {access.reason}</li>
              ))}
              {file.audit.map((entry) => (
                <li key={entry.id}>
                  {dateTime(entry.at, locale)} · {entry.actor.email} · <code>{entry.action}</code> · {entry.status}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}
