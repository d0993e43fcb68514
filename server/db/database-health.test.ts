import { describe, expect, it } from 'vitest';
import { DatabaseHealth } from './database-health';
import { databaseTrouble } from './db-errors';

const gone = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('what a database error says of the database', () => {
  it('tells an unreachable server, a slow one and a transaction to retry from anything else', () => {
    expect(databaseTrouble(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('unreachable');
    expect(databaseTrouble(gone)).toBe('unreachable');
    expect(databaseTrouble(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe('unreachable');
    expect(databaseTrouble(Object.assign(new Error('x'), { code: '08006' }))).toBe('unreachable');
    expect(databaseTrouble(new Error('Connection terminated unexpectedly'))).toBe('unreachable');
    expect(databaseTrouble(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe('too-slow');
    expect(databaseTrouble(new Error('timeout exceeded when trying to connect'))).toBe('too-slow');
    expect(databaseTrouble(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe('retry');
    // Wrapped by our own code: the cause counts.
    expect(databaseTrouble(new Error('Cannot open the database', { cause: gone }))).toBe('unreachable');
    expect(databaseTrouble(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
    expect(databaseTrouble(new TypeError('x is undefined'))).toBeNull();
    expect(databaseTrouble(null)).toBeNull();
  });
});

describe('the database health', () => {
  it('is down from an unreachable error until a probe answers, and says when it is back', async () => {
    let answers = false;
    const back: number[] = [];
    const health = new DatabaseHealth({ probe: async () => { if (!answers) throw new Error('down'); }, probeEveryMs: 10, onBack: (ms) => back.push(ms) });
    expect(health.available).toBe(true);
    expect(health.noteError(Object.assign(new Error('slow'), { code: '57014' }))).toBe('too-slow');
    expect(health.available).toBe(true);
    expect(health.noteError(gone)).toBe('unreachable');
    expect(health.available).toBe(false);
    expect(health.epoch).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(health.available).toBe(false);
    answers = true;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(health.available).toBe(true);
    expect(back).toHaveLength(1);
    // A second outage is a new epoch: a render across it is not trusted.
    health.noteError(gone);
    expect(health.epoch).toBe(2);
    health.close();
  });

  it('counts a probe that hangs as failed', async () => {
    const health = new DatabaseHealth({ probe: () => new Promise(() => {}), probeEveryMs: 5, probeTimeoutMs: 20 });
    health.noteError(gone);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(health.available).toBe(false);
    health.close();
  });
});
