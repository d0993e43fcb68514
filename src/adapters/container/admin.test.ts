import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { REQUEST_CONTEXT } from '../../application/ports/request-context';
import * as accounts from './accounts-tokens';
import * as audit from './audit-tokens';
import * as checkout from './checkout-tokens';
import * as content from './content-tokens';
import * as dataRights from './data-rights-tokens';
import * as delivery from './delivery-tokens';
import * as giftcards from './giftcards-tokens';
import * as merchandise from './merchandise-tokens';
import * as passkeys from './passkeys-tokens';
import * as promotions from './promotions-tokens';
import * as reminders from './reminders-tokens';
import * as returns from './returns-tokens';
import { createAdminContainer, speakAdminLanguage } from './admin';
import { resolve } from './bind';
import { createCliContainer } from './cli';

const dir = mkdtempSync(join(tmpdir(), 'boutique-admin-container-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A browser's storage, in memory. */
const storage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key), length: 0, clear: () => values.clear(), key: () => null } as Storage;
};

describe('the back office composition root (issue 39)', () => {
  it("binds every staff use case the CLI binds (the same use cases behind both), but the CLI's files (outbox, backups)", () => {
    const cli = createCliContainer({ api: 'http://shop', storeId: 'laboutiqueofficielle', profilePath: join(dir, 'profile.json') });
    const admin = createAdminContainer({ storage: storage(), cookies: { cookie: '' } });
    const tokens = [accounts, audit, checkout, content, dataRights, delivery, giftcards, merchandise, passkeys, promotions, reminders, returns]
      .flatMap((module) => Object.entries(module))
      .filter((entry): entry is [string, symbol] => typeof entry[1] === 'symbol');
    expect(tokens.length).toBeGreaterThan(60);
    const missing = tokens.filter(([, token]) => cli.isBound(token) && !admin.isBound(token)).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it("keeps the session in the browser's storage, speaking for the French store by default", () => {
    const kept = storage();
    const admin = createAdminContainer({ storage: kept, cookies: { cookie: '' } });
    resolve(admin, AUTH_TOKEN_STORE).save({ accessToken: 'a.b.c', refreshToken: 'bearer cookie', strategy: 'customLocal' });
    expect(kept.getItem('auth._token.customLocal')).toBe('Bearer a.b.c');
    expect(resolve(admin, REQUEST_CONTEXT)).toMatchObject({ storeId: 'laboutiqueofficielle', locale: 'fr' });
    expect(resolve(createAdminContainer({ storage: storage(), cookies: { cookie: '' }, storeId: 'boutique_com' }), REQUEST_CONTEXT)).toMatchObject({ locale: 'en' });
    speakAdminLanguage(admin, 'en');
    expect(resolve(admin, REQUEST_CONTEXT)).toMatchObject({ storeId: 'laboutiqueofficielle', locale: 'en' });
  });
});
