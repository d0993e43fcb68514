/**
 * The shop's log stream, captured through `app.inject`: JSON lines, a request id on every line of
 * a request (the caller's when it is safe, else a new one, echoed in `x-request-id`), and no
 * personal data — no e-mail, password, token or cookie value, no query string.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed-customers';
import { useApi } from '../testing/api-harness';
import { loggablePath, loggerOptions, requestIdOf, withoutEmails } from './logging';

const lines: string[] = [];
const api = useApi({ logger: true, logStream: { write: (line) => void lines.push(line) } });

const EMAIL = 'camille@example.com';
const parsed = (from: number) => lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request logs', () => {
  it('carries the request id on every line of a login and leaves out e-mail, password, tokens and cookies', async () => {
    const from = lines.length;
    const login = await api.app.inject({
      method: 'POST',
      url: `/api/v5/security/login?email=${encodeURIComponent(EMAIL)}&token=secret-query-token`,
      headers: { 'x-request-id': 'lb-1234.abc_Z', cookie: 'refresh_token=cookie-secret-value; session_id=session-secret', 'content-type': 'application/json' },
      payload: { _username: EMAIL, _password: DEMO_PASSWORD, refreshTransport: 'body' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['x-request-id']).toBe('lb-1234.abc_Z');
    const { token, refresh_token: refreshToken } = login.json<{ token: string; refresh_token: string }>();

    const profile = await api.app.inject({ method: 'GET', url: '/api/v5/secure/account/profile/v2', headers: { authorization: `Bearer ${token}` } });
    expect(profile.statusCode).toBe(200);
    const generated = String(profile.headers['x-request-id']);
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);

    const logged = parsed(from);
    expect(logged.length).toBeGreaterThanOrEqual(2);
    for (const line of logged) {
      expect(line.reqId, JSON.stringify(line)).toEqual(expect.any(String));
      expect(typeof line.level).toBe('number');
    }
    // One line per request, when it is answered: method, path, status and time together.
    const completed = (reqId: string) => logged.filter((line) => line.reqId === reqId && line.msg === 'request completed');
    expect(completed('lb-1234.abc_Z')).toEqual([expect.objectContaining({ req: { method: 'POST', path: '/api/v5/security/login' }, res: { statusCode: 200 }, responseTime: expect.any(Number) })]);
    expect(completed(generated)).toEqual([expect.objectContaining({ req: { method: 'GET', path: '/api/v5/secure/account/profile/v2' }, res: { statusCode: 200 } })]);
    expect(logged.some((line) => line.msg === 'incoming request')).toBe(false);

    const text = lines.slice(from).join('\n');
    for (const secret of [EMAIL, 'camille', DEMO_PASSWORD, token, refreshToken, 'cookie-secret-value', 'session-secret', 'secret-query-token', 'Bearer']) {
      expect(text, `the log holds ${secret}`).not.toContain(secret);
    }
  });

  it('refuses an unsafe incoming request id and makes its own', async () => {
    const answer = await api.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'bad id\twith "quotes"' } });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const long = await api.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'a'.repeat(65) } });
    expect(long.headers['x-request-id']).not.toBe('a'.repeat(65));
  });
});

describe('request logs of failures only (LOG_REQUESTS=errors)', () => {
  const quiet: string[] = [];
  const errorsOnly = useApi({ logger: true, logStream: { write: (line) => void quiet.push(line) }, config: { logRequests: 'errors' } });

  it('logs the answers of 400 and above, not the others', async () => {
    await errorsOnly.app.inject({ method: 'GET', url: '/health' });
    await errorsOnly.app.inject({ method: 'GET', url: '/api/v5/no-such-call' });
    const completed = quiet.map((line) => JSON.parse(line) as { msg: string; req?: { path: string }; res?: { statusCode: number } }).filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => [line.req?.path, line.res?.statusCode])).toEqual([['/api/v5/no-such-call', 404]]);
  });
});

describe('log helpers', () => {
  it('keeps a safe request id only', () => {
    expect(requestIdOf({ headers: { 'x-request-id': 'abc-1.2_3' } } as never)).toBe('abc-1.2_3');
    expect(requestIdOf({ headers: { 'x-request-id': '<script>' } } as never)).not.toBe('<script>');
  });

  it('logs paths without query strings, addresses or tokens, keeping slugs', () => {
    expect(loggablePath('/unsubscribe?email=a%40b.example')).toBe('/unsubscribe');
    expect(loggablePath('/autoconnect/Xy3kQ9_aZ0bN7mP2rT5vW8yB1cD4eF6gH9jK2lM5nP8')).toBe('/autoconnect/:redacted');
    expect(loggablePath('/api/v5/newsletter/camille@example.com')).toBe('/api/v5/newsletter/:redacted');
    expect(loggablePath('/fr/t-shirt-oversize-coton-bio-noir-2024')).toBe('/fr/t-shirt-oversize-coton-bio-noir-2024');
  });

  it('takes addresses out of error texts', () => {
    expect(withoutEmails('550 <camille.martin+shop@example.co.uk> rejected')).toBe('550 <[email]> rejected');
  });

  it('logs failed after-commit effects with their causes, without the addresses a mail error holds', async () => {
    const written: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => void written.push(line) }) });
    const refused = Object.assign(new Error('Can’t send mail - all recipients were rejected: 550 <lucia@example.com>'), { code: 'EENVELOPE', response: '550 <lucia@example.com>', rejected: ['lucia@example.com'] });
    app.log.error({ err: new AggregateError([refused], '1 after-commit effect(s) failed'), email: 'lucia@example.com' }, 'an effect after an order change failed');
    await app.close();
    const [line] = written.map((text) => JSON.parse(text) as { err: { type: string; errors: { message: string; code: string }[] }; email: string });
    expect(line.err.type).toBe('AggregateError');
    expect(line.err.errors[0]).toMatchObject({ message: expect.stringContaining('550 <[email]>'), code: 'EENVELOPE' });
    expect(line.email).toBe('[redacted]');
    expect(written.join('')).not.toContain('lucia');
  });
});
