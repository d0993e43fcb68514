import { AfterAll, BeforeAll, setDefaultTimeout } from '@cucumber/cucumber';
import type { FastifyInstance } from 'fastify';

/**
 * One real shop for the whole run: a fresh seeded database on a random port
 * (`startTestServer`), or the shop at BOUTIQUE_FEATURES_API when set (a running `npm start`).
 */
let shop: { url: string; close(): Promise<void>; app?: FastifyInstance } | null = null;

setDefaultTimeout(30_000);

BeforeAll({ timeout: 180_000 }, async function () {
  const external = process.env.BOUTIQUE_FEATURES_API;
  if (external) {
    shop = { url: external, close: async () => undefined };
    return;
  }
  const { startTestServer } = await import('../../server/testing/test-server');
  shop = await startTestServer();
});

AfterAll({ timeout: 60_000 }, async function () {
  await shop?.close();
  shop = null;
});

export function shopUrl(): string {
  if (!shop) throw new Error('The shop is not started');
  return shop.url.replace(/\/+$/, '');
}

/** The in-process shop's app (restocking, its mail outbox); null against an external shop. */
export function shopApp(): FastifyInstance | null {
  return shop?.app ?? null;
}
