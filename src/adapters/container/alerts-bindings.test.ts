import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ListStockAlerts } from '../../application/alerts/manage-stock-alerts';
import { SubscribeStockAlert } from '../../application/alerts/subscribe-stock-alert';
import { outboxFileName, type OutboxMail } from '../../domain/mail/outbox-mail';
import { HttpProductAlertApi } from '../http/http-alerts-api';
import { createCliContainer } from './cli';
import { createSsrContainer } from './ssr';
import { PRODUCT_ALERT_API } from '../../application/ports/alerts-api';
import { LIST_STOCK_ALERTS, SUBSCRIBE_STOCK_ALERT } from './alerts-tokens';
import { resolve } from './bind';
import { READ_OUTBOX } from './outbox-tokens';

const dir = mkdtempSync(join(tmpdir(), 'boutique-alert-container-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const mail = (to: string, createdAt: string): OutboxMail => ({
  id: createdAt.slice(-6), kind: 'product-alert', to, subject: 's', text: 't', locale: 'fr', createdAt, meta: {},
});

describe('stock alert bindings', () => {
  it('give every runtime the HTTP alerts and their use cases', () => {
    const container = createSsrContainer({ storeId: 'boutique_es', locale: 'es', device: 0, apiBase: 'http://shop' });
    expect(resolve(container, PRODUCT_ALERT_API)).toBeInstanceOf(HttpProductAlertApi);
    expect(resolve(container, SUBSCRIBE_STOCK_ALERT)).toBeInstanceOf(SubscribeStockAlert);
    expect(resolve(container, LIST_STOCK_ALERTS)).toBeInstanceOf(ListStockAlerts);
    expect(container.isBound(READ_OUTBOX)).toBe(false);
  });

  it('let the CLI read the file outbox, oldest first, to one address', async () => {
    const outbox = join(dir, 'outbox');
    mkdirSync(outbox);
    const mails = [mail('b@example.com', '2026-11-22T10:00:02.000Z'), mail('A@example.com', '2026-11-22T10:00:01.000Z'), mail('a@example.com', '2026-11-22T10:00:03.000Z')];
    for (const entry of mails) writeFileSync(join(outbox, outboxFileName(entry)), JSON.stringify(entry));
    writeFileSync(join(outbox, 'broken.json'), '{');
    writeFileSync(join(outbox, 'notes.txt'), 'hello');
    const container = createCliContainer({ api: 'http://shop', storeId: 'laboutiqueofficielle', profilePath: join(dir, 'profile.json') });
    const read = resolve(container, READ_OUTBOX);
    expect((await read.execute({ location: outbox })).map((entry) => entry.createdAt.slice(-7))).toEqual(['01.000Z', '02.000Z', '03.000Z']);
    expect((await read.execute({ location: outbox, to: 'a@EXAMPLE.com' })).map((entry) => entry.to)).toEqual(['A@example.com', 'a@example.com']);
    expect(await read.execute({ location: join(dir, 'missing') })).toEqual([]);
  });
});
