/**
 * The sandbox's hosted pages as plain server-rendered HTML: one small stylesheet inline (allowed by
 * its hash in the page's CSP), plain forms. The one script (allowed by its hash too) writes the
 * card's expiry as it is typed ("1229" → "12/29"); without it the shop reads "1229" all the same.
 * The forms do not use the browser's validation (its messages are in the browser's language): the
 * shop checks and answers in the page's. Everything shown is escaped; a typed card number or CVC is
 * never written back into a page.
 */
import { createHash } from 'node:crypto';
import { formatMoney } from '../../src/domain/money/money';
import { LOCALES, isLocaleCode } from '../../src/domain/store/locales';
import { CHALLENGE_PASSCODE, testCardForCode } from '../../src/domain/payments/test-cards';
import type { PaymentRow } from './payments-repository';
import { sandboxLanguage, sandboxText, type SandboxTextKey } from './payments-texts';

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f4f7;color:#1c2430}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}.card{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:1.25rem}
h1{font-size:1.25rem;margin:0 0 .75rem}.sandbox{background:#fff4ce;border:1px solid #e8c95c;border-radius:8px;padding:.5rem .75rem;font-size:.875rem;margin-bottom:1rem}
.summary{display:flex;justify-content:space-between;border-bottom:1px solid #e3e7ee;padding-bottom:.75rem;margin-bottom:1rem}.summary strong{font-size:1.25rem}
label{display:block;font-weight:600;font-size:.875rem;margin:.75rem 0 .25rem}input{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #b8c0cc;border-radius:8px}
.row{display:flex;gap:.75rem}.row>div{flex:1}button{width:100%;font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:8px;margin-top:1.25rem;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:transparent;color:#1d4ed8;margin-top:.5rem;text-decoration:underline}.error{background:#fde8e8;border:1px solid #e59a9a;border-radius:8px;padding:.5rem .75rem;color:#8a1c1c}
details{margin-top:1.25rem;font-size:.875rem}table{border-collapse:collapse;width:100%}td{padding:.2rem .25rem;border-top:1px solid #eef0f4}code{font-size:.85rem}
a{color:#1d4ed8}.paypal{color:#003087;font-weight:700}`;

export const STYLE_HASH = `sha256-${createHash('sha256').update(CSS).digest('base64')}`;

/**
 * The expiry field as the shopper types: digits only, the slash after the month ("1229" → "12/29",
 * "1/29" → "01/29"), nothing past the year's four digits. A deleted slash is not put back while the
 * month is all there is.
 */
export const EXPIRY_SCRIPT = `(function(){var f=document.getElementById('expiry');if(!f)return;`
  + `f.addEventListener('input',function(e){var v=f.value,m=/^(\\d)\\s*\\//.exec(v);if(m)v='0'+m[1]+'/'+v.slice(m[0].length);`
  + `var d=v.replace(/\\D/g,'').slice(0,6);var back=e&&e.inputType==='deleteContentBackward'&&d.length<=2;`
  + `var w=d.length>2||(d.length===2&&!back)?d.slice(0,2)+'/'+d.slice(2):d;if(w!==f.value)f.value=w;});})();`;

export const SCRIPT_HASH = `sha256-${createHash('sha256').update(EXPIRY_SCRIPT).digest('base64')}`;

/** Our pages may load nothing, run nothing but the expiry's script, and post only to the provider (and redirect to the shop). */
export function pagePolicy(returnOrigin: string | null): string {
  const forms = ["'self'", returnOrigin].filter(Boolean).join(' ');
  return `default-src 'none'; style-src '${STYLE_HASH}'; script-src '${SCRIPT_HASH}'; form-action ${forms}; frame-ancestors 'none'; base-uri 'none'`;
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' })[char]!);

type T = (key: SandboxTextKey, values?: Record<string, string | number>) => string;
const textsFor = (payment: Pick<PaymentRow, 'locale'>): T => (key, values) => escapeHtml(sandboxText(payment.locale, key, values));

function layout(payment: Pick<PaymentRow, 'locale'>, title: string, body: string): string {
  const language = sandboxLanguage(payment.locale);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<meta name="robots" content="noindex"><title>${title}</title><style>${CSS}</style></head>`
    + `<body><main><div class="card">${body}</div></main></body></html>`;
}

function summary(payment: PaymentRow, t: T): string {
  const language = sandboxLanguage(payment.locale);
  const iso = isLocaleCode(language) ? LOCALES[language].iso : 'fr-FR';
  const amount = escapeHtml(formatMoney(payment.amount_cents / 100, iso));
  const instalments = payment.instalments > 1 ? ` <small>${t('instalments', { n: payment.instalments })}</small>` : '';
  return `<p class="sandbox">${t('sandbox')}</p><div class="summary"><span>${t('reference')} ${escapeHtml(payment.merchant_reference)}</span>`
    + `<span>${t('amount')} <strong>${amount}</strong>${instalments}</span></div>`;
}

const errorBox = (message?: string) => (message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '');
const cancelButton = (t: T) => `<button class="secondary" name="action" value="cancel" formnovalidate>${t('cancel')}</button>`;

export interface CardFormState {
  error?: string;
  expiry?: string;
  holder?: string;
}

export function cardPage(payment: PaymentRow, state: CardFormState = {}): string {
  const t = textsFor(payment);
  const cards: [string, string][] = [
    ['4242 4242 4242 4242', '✓'],
    ['4000 0000 0000 3220', '3-D Secure ✓'],
    ['4000 0000 0000 0002', '4000001'],
    ['4000 0000 0000 0119', '4010106'],
    ['4000 0000 0000 3063', '3-D Secure ✗ 4010201'],
    [testCardForCode('4000002').replace(/(\d{4})(?=\d)/g, '$1 '), '4000002'],
  ];
  const rows = cards.map(([number, what]) => `<tr><td><code>${number}</code></td><td>${escapeHtml(what)}</td></tr>`).join('');
  const body = `<h1>${t('title')}</h1>${summary(payment, t)}${errorBox(state.error)}
<form method="post" action="/sandbox-pay/${payment.id}" autocomplete="on" novalidate>
<label for="number">${t('number')}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" pattern="[0-9 \\-]{12,23}" placeholder="1234 5678 9012 3456">
<div class="row"><div><label for="expiry">${t('expiry')}</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" required maxlength="9" pattern="(0[1-9]|1[0-2]) ?/? ?([0-9]{2}|[0-9]{4})" placeholder="${t('expiryPlaceholder')}" value="${escapeHtml(state.expiry ?? '')}"></div>
<div><label for="cvc">${t('cvc')}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" pattern="[0-9]{3,4}" placeholder="123"></div></div>
<label for="holder">${t('holder')}</label><input id="holder" name="holder" autocomplete="cc-name" required maxlength="80" value="${escapeHtml(state.holder ?? '')}">
<button type="submit" name="action" value="pay">${t('pay')}</button>${cancelButton(t)}
</form>
<details open><summary>${t('testCards')}</summary><p>${t('testCardsHint')}</p><table>${rows}</table><p><code>4000 00CC CCCC C00L</code> → CCCCCCC</p></details><script>${EXPIRY_SCRIPT}</script>`;
  return layout(payment, t('title'), body);
}

export function challengePage(payment: PaymentRow, error?: string): string {
  const t = textsFor(payment);
  const body = `<h1>${t('challengeTitle')}</h1>${summary(payment, t)}${errorBox(error)}<p>${t('challengeHint')}</p>
<form method="post" action="/sandbox-pay/${payment.id}/challenge" novalidate>
<label for="code">${t('code')}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="12" placeholder="${CHALLENGE_PASSCODE}">
<button type="submit" name="action" value="confirm">${t('confirm')}</button>${cancelButton(t)}
</form>`;
  return layout(payment, t('challengeTitle'), body);
}

export function paypalPage(payment: PaymentRow, error?: string): string {
  const t = textsFor(payment);
  const body = `<h1 class="paypal">${t('paypalTitle')}</h1>${summary(payment, t)}${errorBox(error)}<p>${t('paypalHint')}</p>
<form method="post" action="/sandbox-pay/${payment.id}/paypal">
<button type="submit" name="action" value="approve">${t('approve')}</button>${cancelButton(t)}
</form>`;
  return layout(payment, t('paypalTitle'), body);
}

/** A payment that is over (or unknown): a link back to the shop when there is one. */
export function endedPage(payment: PaymentRow | undefined, backUrl: string | null, message?: string): string {
  const t = textsFor(payment ?? { locale: 'fr' });
  const text = message ? escapeHtml(message) : payment ? t('ended') : t('notFound');
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">${t('back')}</a></p>` : '';
  return layout(payment ?? { locale: 'fr' }, t('title'), `<h1>${t('title')}</h1><p>${text}</p>${back}`);
}
