/**
 * The sandbox provider's hosted pages, served by the shop like a real provider's (outside /api/v5,
 * no shop headers, cookies or tokens: the unguessable payment id is the only key):
 *
 *   GET/POST /sandbox-pay/{id}             card form (POST: the card, or action=cancel)
 *   GET/POST /sandbox-pay/{id}/challenge   3-D Secure passcode (action=cancel abandons)
 *   GET/POST /sandbox-pay/{id}/paypal      approve / cancel
 *   POST /sandbox-pay/api/{id}/card|challenge|paypal   the same steps as JSON, for scripts and the CLI
 *
 * Forms post back here; once a payment ends the shopper is sent (303) to the shop's return URL.
 * Bodies are never logged (Fastify logs none, and no handler does).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import type { Outcome } from '../core/outcome';
import { sendError } from '../http/errors';
import { FAILURE_STATUS } from '../http/outcomes';
import { cardPage, challengePage, endedPage, pagePolicy, paypalPage } from './payments-pages';
import type { PaymentRow } from './payments-repository';
import { ENDED, SandboxPaymentProvider } from './payments-sandbox';
import { providerBehind } from './payments-timeout';
import { CardBodySchema, ChallengeBodySchema, FormSchema, PaymentParamsSchema, PaypalBodySchema } from './payments-schemas';
import { answerChallenge, answerPaypal, cancelPayment, payWithCard, type StepAnswer } from './payments-steps';

const FORM_LIMIT = 4096;

/** `MM/YY` or `MM/YYYY` as typed; month 0 (invalid) when it does not read. */
export function readExpiry(text: string): { month: number; year: number } {
  // "12/29", "12 / 2029", and what a shopper types without the slash: "1229", "122029" (issue 35).
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text) ?? /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(text);
  return match ? { month: Number(match[1]), year: Number(match[2]) } : { month: 0, year: 0 };
}

/** The expiry as the form writes it ("1229" → "12/29"), to show it again after a mistake; anything else as typed. */
export function expiryText(text: string): string {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  return match ? `${match[1]}/${match[2]}` : text;
}

/**
 * The payments module's routes: the sandbox's hosted pages when the shop's provider is the sandbox
 * (a real provider serves its own pages, and the shop none).
 */
export const paymentsRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const provider = providerBehind(deps.payments);
  if (!(provider instanceof SandboxPaymentProvider)) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });

  const html = (reply: FastifyReply, status: number, body: string, payment?: PaymentRow) => {
    const returnOrigin = payment && /^https?:/i.test(payment.return_url) ? new URL(payment.return_url).origin : null;
    return reply.status(status).header('content-security-policy', pagePolicy(returnOrigin)).type('text/html; charset=utf-8').send(body);
  };
  /** A GET of a step the payment is not at shows the page it is at (or the end). */
  const showCurrent = async (reply: FastifyReply, id: string, wanted: 'card' | 'challenge' | 'paypal') => {
    const payment = await provider.findPayment(id);
    if (!payment) return html(reply, 404, endedPage(undefined, null));
    if (ENDED.includes(payment.status)) return html(reply, 200, endedPage(payment, provider.returnUrl(payment)), payment);
    const at = payment.status === 'challenge' ? 'challenge' : payment.method === 'paypal' ? 'paypal' : 'card';
    if (at !== wanted) return reply.redirect(provider.pageUrl(payment), 303);
    const page = at === 'challenge' ? challengePage(payment) : at === 'paypal' ? paypalPage(payment) : cardPage(payment);
    return html(reply, 200, page, payment);
  };
  /** After a form: the next page or the shop; a refusal re-renders the page it came from. */
  const afterForm = async (reply: FastifyReply, id: string, outcome: Outcome<StepAnswer>, again: (payment: PaymentRow, error: string) => string) => {
    if (outcome.ok) return reply.redirect(outcome.value.redirectUrl, 303);
    const payment = await provider.findPayment(id);
    if (!payment) return html(reply, 404, endedPage(undefined, null));
    if (outcome.kind === 'invalid-input') return html(reply, 400, again(payment, outcome.message), payment);
    const back = ENDED.includes(payment.status) ? provider.returnUrl(payment) : provider.pageUrl(payment);
    return html(reply, FAILURE_STATUS[outcome.kind], endedPage(payment, back, outcome.message), payment);
  };
  const json = (reply: FastifyReply, outcome: Outcome<StepAnswer>) => {
    if (!outcome.ok) return sendError(reply, FAILURE_STATUS[outcome.kind], outcome.message);
    const { status, next, redirectUrl } = outcome.value;
    return reply.send({ status, ...(next ? { next } : {}), redirectUrl });
  };

  const formRoute = { schema: { params: PaymentParamsSchema, body: FormSchema }, bodyLimit: FORM_LIMIT };
  app.get('/sandbox-pay/:id', { schema: { params: PaymentParamsSchema } }, async (request, reply) => showCurrent(reply, request.params.id, 'card'));
  app.get('/sandbox-pay/:id/challenge', { schema: { params: PaymentParamsSchema } }, async (request, reply) => showCurrent(reply, request.params.id, 'challenge'));
  app.get('/sandbox-pay/:id/paypal', { schema: { params: PaymentParamsSchema } }, async (request, reply) => showCurrent(reply, request.params.id, 'paypal'));

  app.post('/sandbox-pay/:id', formRoute, async (request, reply) => {
    const { id } = request.params;
    const form = request.body;
    if (form.action === 'cancel') return afterForm(reply, id, await cancelPayment(provider, id), (payment, error) => cardPage(payment, { error }));
    const expiry = readExpiry(form.expiry ?? '');
    const outcome = await payWithCard(provider, id, { number: form.number ?? '', expiryMonth: expiry.month, expiryYear: expiry.year, cvc: form.cvc ?? '', holder: form.holder ?? '' });
    return afterForm(reply, id, outcome, (payment, error) => cardPage(payment, { error, expiry: expiryText(form.expiry ?? ''), holder: form.holder }));
  });
  app.post('/sandbox-pay/:id/challenge', formRoute, async (request, reply) => {
    const { id } = request.params;
    const answer = request.body.action === 'cancel' ? { abandon: true as const } : { code: request.body.code ?? '' };
    return afterForm(reply, id, await answerChallenge(provider, id, answer), challengePage);
  });
  app.post('/sandbox-pay/:id/paypal', formRoute, async (request, reply) => {
    const { id } = request.params;
    return afterForm(reply, id, await answerPaypal(provider, id, request.body.action === 'approve'), paypalPage);
  });

  const jsonRoute = <B extends object>(body: B) => ({ schema: { params: PaymentParamsSchema, body }, bodyLimit: FORM_LIMIT });
  app.post('/sandbox-pay/api/:id/card', jsonRoute(CardBodySchema), async (request, reply) => json(reply, await payWithCard(provider, request.params.id, request.body)));
  app.post('/sandbox-pay/api/:id/challenge', jsonRoute(ChallengeBodySchema), async (request, reply) =>
    json(reply, await answerChallenge(provider, request.params.id, { code: request.body.code })));
  app.post('/sandbox-pay/api/:id/paypal', jsonRoute(PaypalBodySchema), async (request, reply) =>
    json(reply, await answerPaypal(provider, request.params.id, request.body.approve)));
};
