/**
 * The change bus on Redis pub/sub (REDIS_URL): one channel, `<REDIS_PREFIX>changes`. Publishing
 * goes through the shop's command connection (the one the rate limits use); a subscribed Redis
 * connection can do nothing else, hence a second one. ioredis reconnects and subscribes again by
 * itself; pub/sub keeps nothing for an absent subscriber, so every return after a loss is a `missed`.
 */
import type { Redis } from 'ioredis';
import { decodeChange, encodeChange, type BusDelivery, type ChangeBus, type ChangeEvent } from './change-bus';

/** ioredis's states of a connection that is known to be lost (not one still being opened). */
const LOST_STATES = new Set(['reconnecting', 'close', 'end']);

export class RedisChangeBus implements ChangeBus {
  private readonly channel: string;
  private readonly subscriber: Redis;
  private handler: ((delivery: BusDelivery) => void) | null = null;
  private lost = false;

  /** `commands`: an open connection the caller owns (and closes). */
  constructor(private readonly commands: Redis, prefix: string) {
    this.channel = `${prefix}changes`;
    // Subscribed again by this bus, not by ioredis: its own resubscription after a reconnection is a
    // promise nobody awaits, which rejects ("Connection is closed") when the connection closes before
    // Redis answers, and an unhandled rejection ends a Node process.
    this.subscriber = commands.duplicate({ autoResubscribe: false });
    // A connection error is followed by a reconnection; the loss is what matters, not each failed attempt.
    this.subscriber.on('error', () => {});
    this.subscriber.on('close', () => (this.lost = true));
    this.subscriber.on('ready', () => {
      if (!this.lost) return;
      this.lost = false;
      if (this.handler) this.subscribeNow();
      this.handler?.({ kind: 'missed' });
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const event = decodeChange(message);
      if (event) this.handler?.({ kind: 'event', event });
    });
  }

  async publish(event: ChangeEvent): Promise<void> {
    // Redis down: every subscriber has lost its connection too and rebuilds on its return (`missed`),
    // so nothing is lost by not waiting here, and the change's own request is not held up by the
    // reconnection (DESIGN decision 21).
    if (LOST_STATES.has(this.commands.status)) return;
    for (const message of encodeChange(event)) await this.commands.publish(this.channel, message);
  }

  subscribe(handler: (delivery: BusDelivery) => void): void {
    this.handler = handler;
    this.subscribeNow();
  }

  private subscribeNow(): void {
    void this.subscriber.subscribe(this.channel).catch(() => {
      // Not connected (or closed meanwhile): the next 'ready' subscribes again and reports `missed`.
    });
  }

  /** Resolves once the subscription is in place (tests, and a start that wants to be sure). */
  async ready(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
  }

  async close(): Promise<void> {
    this.handler = null;
    this.subscriber.disconnect();
  }
}
