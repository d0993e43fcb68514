/**
 * What a browser does on the sandbox provider's hosted pages, through the provider's JSON steps
 * (docs/checkout-api.md: `POST /sandbox-pay/api/{id}/card|challenge|paypal`). The card number goes
 * to the provider only, never to the shop; it is never printed nor kept.
 */
import { CliError } from '../cli-context';

export interface NewCard {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holder: string;
}

/** `card` absent: a saved card, of which the provider may only want the 3-D Secure code. */
export type PayerStep = { kind: 'card'; card?: NewCard; challengeCode?: string } | { kind: 'paypal'; approve: boolean };

/** How the provider's part ended, as it said it (the shop then says whether the order is paid). */
export type PayerOutcome = { kind: 'done'; status: string } | { kind: 'challenge-needed' };

interface StepAnswer {
  status: string;
  next?: 'challenge';
  redirectUrl?: string;
}

/** `MM/YY` or `MM/YYYY`. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year: year < 100 ? 2000 + year : year } : null;
}

/** The payment id in the hosted page's address (`…/sandbox-pay/{id}`, `…/{id}/challenge`, `…/{id}/paypal`). */
export function paymentIdOf(redirectUrl: string, api: string): { origin: string; id: string } {
  const url = new URL(redirectUrl, api);
  const match = /\/sandbox-pay\/([^/?#]+)/.exec(url.pathname);
  if (!match || match[1] === 'api') throw new CliError(`The payment page ${url.origin}${url.pathname} is not the sandbox provider's: pay in a browser.`);
  return { origin: url.origin, id: decodeURIComponent(match[1]) };
}

export class SandboxPayer {
  constructor(
    private readonly api: string,
    private readonly fetch: typeof globalThis.fetch = globalThis.fetch,
  ) {}

  async pay(redirectUrl: string, step: PayerStep): Promise<PayerOutcome> {
    const { origin, id } = paymentIdOf(redirectUrl, this.api);
    const base = `${origin}/sandbox-pay/api/${encodeURIComponent(id)}`;
    if (step.kind === 'paypal') return { kind: 'done', status: (await this.post(`${base}/paypal`, { approve: step.approve })).status };
    let answer: StepAnswer;
    // Run again after a challenge was asked: the card was taken already, only the code is missing.
    const atChallenge = /\/challenge(?:$|[?#])/.test(new URL(redirectUrl, this.api).pathname);
    if (atChallenge) answer = { status: 'challenge', next: 'challenge' };
    else {
      if (!step.card) throw new CliError('The payment provider asks for the card: pay with a new card (its number on stdin) or in a browser.');
      const { number, expiryMonth, expiryYear, cvc, holder } = step.card;
      answer = await this.post(`${base}/card`, { number, expiryMonth, expiryYear, cvc, holder }, step.challengeCode !== undefined);
    }
    if (answer.next !== 'challenge') return { kind: 'done', status: answer.status };
    if (step.challengeCode === undefined) return { kind: 'challenge-needed' };
    return { kind: 'done', status: (await this.post(`${base}/challenge`, { code: step.challengeCode })).status };
  }

  /**
   * One JSON step; the provider's refusals (a mistyped card: attempts left) end the command with
   * its words. With `challengeNext`, a 409 on the card step means the card was taken on an earlier
   * run and the payment waits for its code: the challenge is answered instead.
   */
  private async post(url: string, body: unknown, challengeNext = false): Promise<StepAnswer> {
    let response: Response;
    try {
      response = await this.fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
    } catch {
      throw new CliError(`cannot reach the payment provider at ${new URL(url).origin}.`);
    }
    const text = await response.text();
    let answer: unknown = null;
    try {
      answer = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the status says enough.
    }
    if (response.ok) return answer as StepAnswer;
    if (response.status === 409 && challengeNext) return { status: 'challenge', next: 'challenge' };
    const message = typeof (answer as { message?: unknown } | null)?.message === 'string' ? (answer as { message: string }).message : response.statusText;
    throw new CliError(`The payment provider refused: ${message} (${response.status})`);
  }
}
