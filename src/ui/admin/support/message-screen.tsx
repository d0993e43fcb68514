import { AdminLink } from '../kit/admin-link';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { SHOW_CONTACT_MESSAGE } from '../../../adapters/container/contact-ratings-tokens';
import { ANSWER_CONTACT_MESSAGE, MARK_CONTACT_MESSAGE_DONE } from '../../../adapters/container/support-tokens';
import { ANSWER_MAX_LENGTH, ANSWER_MIN_LENGTH } from '../../../application/support/support-desk';
import { Badge } from '../kit/badge';
import { Button } from '../kit/button';
import { DefinitionList } from '../kit/definition-list';
import { Field } from '../kit/field';
import { Section } from '../kit/section';
import { useAsync } from '../kit/use-async';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { AnswerStore } from './answer-store';
import { dateTime, failureText, toneOf } from './support-format';
import './support.css';

/** One contact message (issue 39): read it, answer it by mail (in the sender's language), mark it done. */
export default observer(function MessageScreen({ params }: AdminScreenProps) {
  const { get, t, locale, toast } = useAdmin();
  const state = useAsync(() => get(SHOW_CONTACT_MESSAGE).execute(params.id), [params.id]);
  const [form] = useState(() => new AnswerStore(get(ANSWER_CONTACT_MESSAGE), params.id));
  const [busy, setBusy] = useState(false);
  const result = state.data;
  if (state.status === 'loading' && !result) return <p role="status">{t('kit.loading')}</p>;
  if (!result || result.kind !== 'found') {
    return (
      <>
        <h1>{t('support.message.title')}</h1>
        <p role="alert">{result ? failureText(result as { kind: string; message?: string }, t) : t('kit.error')}</p>
      </>
    );
  }
  const message = result.message;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await form.send();
    if (outcome === 'sent') {
      toast(t('support.message.sent', { email: message.email }), 'success');
      state.reload();
    } else if (outcome === 'refused') toast(form.refusal ?? t('kit.error'), 'error');
    else if (outcome === 'failed') toast(t('kit.error'), 'error');
  };
  const close = async () => {
    setBusy(true);
    try {
      const outcome = await get(MARK_CONTACT_MESSAGE_DONE).execute(message.reference);
      if (outcome.kind === 'done') {
        toast(t('support.message.closed'), 'success');
        state.reload();
      } else toast(failureText(outcome as { kind: string; message?: string }, t), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="support-page">
      <h1>
        {t('support.message.heading', { reference: message.reference })} <Badge tone={toneOf(message.status)}>{t(`support.messageStatus.${message.status}`)}</Badge>
      </h1>
      <Section title={t('support.message.message')} actions={message.status === 'open' ? <Button variant="secondary" onClick={() => void close()} busy={busy} data-testid="support-message-done">{t('support.message.markDone')}</Button> : null}>
        <DefinitionList
          items={[
            { term: t('support.messages.from'), value: `${message.name} <${message.email}>` },
            ...(message.customerId !== null
              ? [{ term: t('support.message.account'), value: <AdminLink to={`/admin/customers/${message.customerId}`}>#{message.customerId}</AdminLink> }]
              : []),
            { term: t('support.orders.date'), value: dateTime(message.createdAt, locale) },
            { term: t('support.messages.subject'), value: t(`support.subject.${message.subject}`) },
            { term: t('support.message.language'), value: `${message.locale} (${message.storeId})` },
            ...(message.orderId ? [{ term: t('support.returns.order'), value: message.orderId }] : []),
          ]}
        />
        <p className="support-message" data-testid="support-message-text">{message.message}</p>
      </Section>
      <Section title={t('support.message.answers')}>
        {(message.answers ?? []).length === 0 ? <p>{t('support.message.noAnswer')}</p> : null}
        {(message.answers ?? []).map((answer) => (
          <div key={answer.id} className="support-answer" data-testid="support-answer">
            <p className="support-muted">{t('support.message.answeredBy', { email: answer.agentEmail, date: dateTime(answer.at, locale), locale: answer.locale })}</p>
            <p>{answer.text}</p>
          </div>
        ))}
      </Section>
      <Section title={t('support.message.answer')}>
        <form onSubmit={(event) => void send(event)}>
          <Field
            as="textarea"
            label={t('support.message.answerLabel')}
            hint={t('support.message.answerHint', { locale: message.locale })}
            value={form.text}
            onChange={(event) => form.setText(event.target.value)}
            rows={6}
            maxLength={ANSWER_MAX_LENGTH}
            error={form.outcome === 'invalid' ? t('support.message.invalid', { min: ANSWER_MIN_LENGTH, max: ANSWER_MAX_LENGTH }) : null}
            data-testid="support-answer-text"
          />
          <label className="admin-field admin-field--inline">
            <input type="checkbox" checked={form.done} onChange={(event) => form.setDone(event.target.checked)} /> {t('support.message.andDone')}
          </label>
          <Button type="submit" busy={form.busy} data-testid="support-answer-send">{t('support.message.send')}</Button>
        </form>
      </Section>
    </div>
  );
});
