/**
 * The change bus on PostgreSQL LISTEN/NOTIFY (DATABASE_URL without REDIS_URL): nothing to run
 * besides the database. Listening needs a connection of its own for the life of the process (a
 * pooled one would be handed to other queries); it is opened again after a loss, waiting longer
 * each time up to RECONNECT_MAX_MS, and every return after a loss is a `missed`. Notifications are
 * sent through the shop's pool: a lost listening connection does not stop this process announcing.
 */
import { sql } from 'kysely';
import type pg from 'pg';
import { loadPg } from '../db/pg-driver';
import type { Db } from '../db/database';
import { decodeChange, encodeChange, type BusDelivery, type ChangeBus, type ChangeEvent } from './change-bus';

export const CHANGES_CHANNEL = 'boutique_changes';
const RECONNECT_FIRST_MS = 250;
// A database back from a restart is listened to again within a second (DESIGN decision 21).
const RECONNECT_MAX_MS = 1000;

export class PostgresChangeBus implements ChangeBus {
  private client: pg.Client | null = null;
  private handler: ((delivery: BusDelivery) => void) | null = null;
  private closed = false;
  private retryMs = RECONNECT_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private listening: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly connectionString: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async publish(event: ChangeEvent): Promise<void> {
    for (const message of encodeChange(event)) await sql`select pg_notify(${CHANGES_CHANNEL}, ${message})`.execute(this.db);
  }

  subscribe(handler: (delivery: BusDelivery) => void): void {
    this.handler = handler;
    this.listening = this.listen(false);
  }

  /** Resolves once the first LISTEN is in place (or has failed and a retry is planned). */
  ready(): Promise<void> {
    return this.listening;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handler = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async listen(afterLoss: boolean): Promise<void> {
    const { Client } = await loadPg();
    const client = new Client({ connectionString: this.connectionString, connectionTimeoutMillis: 10_000 });
    // An error ends the connection: one reconnection, whichever of the two events comes first.
    let gone = false;
    const lose = (error?: unknown) => {
      if (gone) return;
      gone = true;
      if (error) this.onError(error);
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      this.retry();
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (notification) => {
      if (notification.channel !== CHANGES_CHANNEL || !notification.payload) return;
      const event = decodeChange(notification.payload);
      if (event) this.handler?.({ kind: 'event', event });
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = RECONNECT_FIRST_MS;
    if (afterLoss) this.handler?.({ kind: 'missed' });
  }

  private retry(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(RECONNECT_MAX_MS, this.retryMs * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.closed) this.listening = this.listen(true);
    }, delay);
    this.retryTimer.unref();
  }
}
