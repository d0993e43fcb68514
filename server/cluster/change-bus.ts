/**
 * How the shop processes sharing one database tell each other what changed (DESIGN decision 15,
 * issue 16): every process keeps its own search indexes and caches, so a stock, price or content
 * change committed by one must reach the others. A `ChangeBus` carries small text messages between
 * processes (Redis pub/sub, PostgreSQL LISTEN/NOTIFY); this module says what a message holds and
 * keeps every message under NOTIFY's limit (8000 bytes).
 */

/** What changed, as the process that changed it announces it. */
export interface ChangeEvent {
  /** The sending process (random per app): it has applied the change already and skips its own message. */
  from: string;
  products?: number[];
  /** Product size ids (what basket lines and orders hold). */
  sizes?: number[];
  /** Content, menus, banners, settings or ratings: pages to forget, no product to re-read. */
  content?: boolean;
  /** Too much to name, or messages may have been lost: re-read everything, forget every page. */
  everything?: boolean;
}

/** What a subscriber is told: an event from another process, or that some may have been lost. */
export type BusDelivery = { kind: 'event'; event: ChangeEvent } | { kind: 'missed' };

export interface ChangeBus {
  /** Sends the event to every process (this one included; it skips its own). Rejects when it cannot be sent. */
  publish(event: ChangeEvent): Promise<void>;
  /**
   * Delivers what other processes publish. `missed` comes after the connection was lost and is back:
   * events sent meanwhile are gone, the subscriber must assume anything changed.
   */
  subscribe(handler: (delivery: BusDelivery) => void): void;
  close(): Promise<void>;
}

/** NOTIFY refuses payloads of 8000 bytes or more; the messages stay well under (ASCII JSON: one byte a character). */
export const MAX_MESSAGE_BYTES = 7000;
/** Past this many ids the receivers are told "everything": re-reading it all is cheaper than a flood of messages. */
export const MAX_IDS_PER_CHANGE = 5000;

/** The event as messages of at most MAX_MESSAGE_BYTES; a change too large to name becomes one "everything" message. */
export function encodeChange(event: ChangeEvent): string[] {
  const products = unique(event.products);
  const sizes = unique(event.sizes);
  if (event.everything || products.length + sizes.length > MAX_IDS_PER_CHANGE) return [JSON.stringify({ from: event.from, everything: true })];
  const messages: string[] = [];
  let current: ChangeEvent = { from: event.from, ...(event.content ? { content: true } : {}) };
  let size = JSON.stringify(current).length + '"products":[],"sizes":[],'.length;
  const add = (field: 'products' | 'sizes', id: number) => {
    const cost = String(id).length + 1;
    if (size + cost > MAX_MESSAGE_BYTES) {
      messages.push(JSON.stringify(current));
      current = { from: event.from };
      size = JSON.stringify(current).length + '"products":[],"sizes":[],'.length;
    }
    (current[field] ??= []).push(id);
    size += cost;
  };
  for (const id of products) add('products', id);
  for (const id of sizes) add('sizes', id);
  messages.push(JSON.stringify(current));
  return messages;
}

/** A message back to an event; anything malformed (another program on the channel) is null. */
export function decodeChange(message: string): ChangeEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { from, products, sizes, content, everything } = value as Record<string, unknown>;
  if (typeof from !== 'string' || from === '' || !isIdList(products) || !isIdList(sizes)) return null;
  return {
    from,
    ...(products ? { products } : {}),
    ...(sizes ? { sizes } : {}),
    ...(content === true ? { content: true } : {}),
    ...(everything === true ? { everything: true } : {}),
  };
}

function unique(ids: readonly number[] | undefined): number[] {
  return [...new Set(ids ?? [])].filter((id) => Number.isSafeInteger(id));
}

function isIdList(value: unknown): value is number[] | undefined {
  return value === undefined || (Array.isArray(value) && value.every((id) => Number.isSafeInteger(id)));
}

/** Deliveries kept for a subscriber still to come; past this many, they collapse into one `missed`. */
const MAX_HELD = 1000;

/**
 * Subscribes to `bus` now and keeps what arrives until `subscribe` is called, then hands it over:
 * a process listens before it reads the catalogue into its search indexes, so a change committed
 * meanwhile is applied once the indexes exist instead of being lost.
 */
export function listeningEarly(bus: ChangeBus): ChangeBus {
  let held: BusDelivery[] = [];
  let handler: ((delivery: BusDelivery) => void) | null = null;
  bus.subscribe((delivery) => {
    if (handler) return handler(delivery);
    held.push(delivery);
    if (held.length > MAX_HELD) held = [{ kind: 'missed' }];
  });
  return {
    publish: (event) => bus.publish(event),
    subscribe(next) {
      handler = next;
      const replay = held;
      held = [];
      for (const delivery of replay) next(delivery);
    },
    close: () => bus.close(),
  };
}
