import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecaptchaV3, readContactConfig, NoCaptcha } from './contact-captcha';
import { useApi } from '../testing/api-harness';
import { accountsClient, freshIp } from '../testing/accounts-harness';

/** A stand-in for Google's verify endpoint: the token says what it answers. */
let standIn: Server;
let verifyUrl = '';
const seen: URLSearchParams[] = [];
const ANSWERS: Record<string, { status: number; body: unknown } | 'hang'> = {
  good: { status: 200, body: { success: true, score: 0.9, action: 'contact', hostname: 'localhost' } },
  edge: { status: 200, body: { success: true, score: 0.7, action: 'contact' } },
  bot: { status: 200, body: { success: true, score: 0.3, action: 'contact' } },
  'other-action': { status: 200, body: { success: true, score: 0.9, action: 'login' } },
  forged: { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } },
  down: { status: 502, body: 'Bad gateway' },
  garbage: { status: 200, body: 'not json' },
  hang: 'hang',
};

beforeAll(async () => {
  standIn = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push(form);
      const answer = ANSWERS[form.get('response') ?? ''] ?? ANSWERS.forged;
      if (answer === 'hang') return;
      // No kept-alive socket: one the stand-in closes while idle (5 s) could be reused just as it closes (ECONNRESET).
      response.writeHead(answer.status, { 'content-type': 'application/json', connection: 'close' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((done) => standIn.listen(0, '127.0.0.1', done));
  verifyUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  process.env.RECAPTCHA_SECRET_KEY = 'test-secret';
  process.env.RECAPTCHA_SITE_KEY = 'test-site-key';
  process.env.RECAPTCHA_VERIFY_URL = verifyUrl;
});

afterAll(async () => {
  delete process.env.RECAPTCHA_SECRET_KEY;
  delete process.env.RECAPTCHA_SITE_KEY;
  delete process.env.RECAPTCHA_VERIFY_URL;
  standIn.closeAllConnections();
  await new Promise((done) => standIn.close(done));
});

describe('RecaptchaV3', () => {
  const captcha = () => new RecaptchaV3({ secretKey: 'test-secret', siteKey: 'site', verifyUrl, timeoutMs: 500 });

  it('passes a token scored 0.7 or more for the contact action, sending the secret and the client address', async () => {
    expect(await captcha().verify('good', '10.1.2.3')).toEqual({ kind: 'passed' });
    expect(await captcha().verify('edge', '10.1.2.3')).toEqual({ kind: 'passed' });
    expect(seen.at(-1)?.get('secret')).toBe('test-secret');
    expect(seen.at(-1)?.get('remoteip')).toBe('10.1.2.3');
  });

  it('refuses a missing, forged, low-scored or other-action token', async () => {
    expect(await captcha().verify(undefined, '10.1.2.3')).toEqual({ kind: 'refused', reason: 'missing-token' });
    expect(await captcha().verify('forged', '10.1.2.3')).toEqual({ kind: 'refused', reason: 'failed' });
    expect(await captcha().verify('bot', '10.1.2.3')).toEqual({ kind: 'refused', reason: 'low-score' });
    expect(await captcha().verify('other-action', '10.1.2.3')).toEqual({ kind: 'refused', reason: 'wrong-action' });
  });

  it('is unavailable when the service fails, answers garbage or does not answer', async () => {
    expect(await captcha().verify('down', '10.1.2.3')).toEqual({ kind: 'unavailable' });
    expect(await captcha().verify('garbage', '10.1.2.3')).toEqual({ kind: 'unavailable' });
    expect(await captcha().verify('hang', '10.1.2.3')).toEqual({ kind: 'unavailable' });
    const closed = new RecaptchaV3({ secretKey: 's', siteKey: null, verifyUrl: 'http://127.0.0.1:9/siteverify', timeoutMs: 500 });
    expect(await closed.verify('good', '10.1.2.3')).toEqual({ kind: 'unavailable' });
  });

  it('is off without a secret key', () => {
    expect(readContactConfig({}).captcha).toBeInstanceOf(NoCaptcha);
    expect(readContactConfig({}).supportEmail).toBe('support@example.com');
    expect(readContactConfig({ RECAPTCHA_SECRET_KEY: 'k', RECAPTCHA_SITE_KEY: 'site', SUPPORT_EMAIL: 'help@shop.test' })).toMatchObject({ captcha: { siteKey: 'site' }, supportEmail: 'help@shop.test' });
  });
});

describe('POST /contact with reCAPTCHA keys', () => {
  const api = useApi();
  const accounts = accountsClient(api);
  const body = (captchaToken?: string) => ({ email: 'ana@example.com', name: 'Ana', subject: 'other', message: 'Hello, a question please.', ...(captchaToken ? { captchaToken } : {}) });
  const send = (token?: string, lang?: string) => accounts.post<{ code: number; message: string; reference?: string }>('/contact', body(token), { ip: freshIp(), lang });

  it('sends the site key to the browser with the init answer', async () => {
    const init = await api.get<{ boSettings: { recaptchaSiteKey?: string } }>('/init');
    expect(init.body.boSettings.recaptchaSiteKey).toBe('test-site-key');
  });

  it('takes a good token, refuses bots with the translated captcha message, answers 503 when the service is down', async () => {
    expect((await send('good')).status).toBe(201);
    for (const token of [undefined, 'bot', 'other-action', 'forged']) {
      expect(await send(token, 'en-IE')).toMatchObject({ status: 403, body: { message: expect.stringContaining('robot') } });
    }
    expect((await send('down')).status).toBe(503);
    expect((await send('hang')).status).toBe(503);
  }, 20_000);
});
