import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { AfterCommitError, transaction } from './transaction';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.dispose());

const setting = async (key: string) =>
  (await test.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value;

describe('transaction', () => {
  it('commits every write and then runs the after-commit effects in order, seeing the committed state', async () => {
    const seen: unknown[] = [];
    const result = await transaction(test.db, async ({ trx, afterCommit }) => {
      await trx.insertInto('settings').values({ key: 'tx-a', value: JSON.stringify(1) }).execute();
      afterCommit(async () => seen.push(['first', await setting('tx-a')]));
      await trx.insertInto('settings').values({ key: 'tx-b', value: JSON.stringify(2) }).execute();
      afterCommit(() => seen.push(['second']));
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual([['first', 1], ['second']]);
    expect(await setting('tx-b')).toBe(2);
  });

  it('rolls every write back and runs no effect when the work fails', async () => {
    const effects: string[] = [];
    await expect(
      transaction(test.db, async ({ trx, afterCommit }) => {
        await trx.insertInto('settings').values({ key: 'tx-c', value: JSON.stringify(3) }).execute();
        afterCommit(() => effects.push('mail'));
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(effects).toEqual([]);
    expect(await setting('tx-c')).toBeUndefined();
  });

  it('keeps the committed write when an effect fails, runs the other effects, and says so', async () => {
    const effects: string[] = [];
    const failure = await transaction(test.db, async ({ trx, afterCommit }) => {
      await trx.insertInto('settings').values({ key: 'tx-d', value: JSON.stringify(4) }).execute();
      afterCommit(() => {
        throw new Error('mail server down');
      });
      afterCommit(() => effects.push('search refreshed'));
      return 4;
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AfterCommitError);
    expect(failure).toMatchObject({ result: 4 });
    expect(effects).toEqual(['search refreshed']);
    expect(await setting('tx-d')).toBe(4);
  });
});
