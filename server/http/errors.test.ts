import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseHealth } from '../db/database-health';
import { errorHandler, HttpError, sendError } from './errors';

const app = Fastify();
const health = new DatabaseHealth({ probe: async () => { throw new Error('still down'); }, probeEveryMs: 60_000 });
app.decorate('databaseHealth', health);
app.setErrorHandler(errorHandler);
app.get('/gone', async () => { throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }); });
app.get('/slow', async () => { throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }); });
app.get('/bug', async () => { throw new TypeError('x is undefined'); });
app.get('/provider', async (_request, reply) => sendError(reply, 503, 'Service Unavailable'));
app.get('/chosen', async () => { throw new HttpError(503, 'Le prestataire de paiement ne répond pas.', 30); });
afterAll(async () => {
  health.close();
  await app.close();
});

describe('answers for a database that cannot serve', () => {
  it('is a 503 with Retry-After and a clear message, and marks the database down', async () => {
    const answer = await app.inject('/gone');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ code: 503, message: 'The shop cannot reach its database just now: try again in a few seconds.' });
    expect(health.available).toBe(false);
  });

  it('is a shorter wait for a statement that took too long, and a bug stays a 500 with no detail', async () => {
    const slow = await app.inject('/slow');
    expect(slow.statusCode).toBe(503);
    expect(slow.headers['retry-after']).toBe('2');
    const bug = await app.inject('/bug');
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ code: 500, message: 'Internal Server Error' });
  });

  it('keeps the words and the wait of a 503 a service chose', async () => {
    const answer = await app.inject('/chosen');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.json()).toEqual({ code: 503, message: 'Le prestataire de paiement ne répond pas.' });
  });

  it('gives every 503 a Retry-After', async () => {
    const answer = await app.inject('/provider');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
  });
});
