import { describe, expect, it } from 'vitest';
import { CatalogueChanges } from '../cache/catalogue-changes';
import { decodeChange, encodeChange, listeningEarly, MAX_IDS_PER_CHANGE, MAX_MESSAGE_BYTES, type BusDelivery, type ChangeBus, type ChangeEvent } from './change-bus';

/** Processes of one machine in a test: what one publishes reaches every subscriber, the sender included, as text. */
function memoryHub() {
  const handlers = new Set<(delivery: BusDelivery) => void>();
  const sent: string[] = [];
  const bus = (): ChangeBus & { drop(): void } => {
    let own: ((delivery: BusDelivery) => void) | null = null;
    return {
      async publish(event) {
        for (const message of encodeChange(event)) {
          sent.push(message);
          for (const handler of handlers) handler({ kind: 'event', event: decodeChange(message)! });
        }
      },
      subscribe(handler) {
        own = handler;
        handlers.add(handler);
      },
      async close() {
        if (own) handlers.delete(own);
      },
      drop() {
        own?.({ kind: 'missed' });
      },
    };
  };
  return { bus, sent };
}

/** A search index that writes down what it was asked. */
function recordingIndex() {
  const calls: string[] = [];
  return {
    calls,
    async refreshProducts(ids: readonly number[]) {
      calls.push(`products ${ids.join(',')}`);
    },
    async refreshSizes(ids: readonly number[]) {
      calls.push(`sizes ${ids.join(',')}`);
    },
    async rebuild() {
      calls.push('rebuild');
    },
  };
}

function shopProcess(hub: ReturnType<typeof memoryHub>) {
  const index = recordingIndex();
  const changes = new CatalogueChanges(index);
  const errors: string[] = [];
  let cleared = 0;
  changes.onChange(() => cleared++);
  const bus = hub.bus();
  changes.follow(bus, (_error, what) => errors.push(what));
  return { index, changes, bus, errors, cleared: () => cleared };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('change messages', () => {
  it('round-trips an event', () => {
    const event: ChangeEvent = { from: 'p1', products: [1, 2], sizes: [30], content: true };
    expect(encodeChange(event).map(decodeChange)).toEqual([event]);
  });

  it('splits many ids into messages under the NOTIFY limit, keeping every id once', () => {
    const products = Array.from({ length: 3000 }, (_, i) => 1_000_000 + i);
    const sizes = Array.from({ length: 1500 }, (_, i) => 5_000_000 + i);
    const messages = encodeChange({ from: 'a-process-id-of-some-length', products: [...products, ...products], sizes });
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    const decoded = messages.map((message) => decodeChange(message)!);
    expect(decoded.flatMap((event) => event.products ?? [])).toEqual(products);
    expect(decoded.flatMap((event) => event.sizes ?? [])).toEqual(sizes);
  });

  it('says "everything" past the id limit', () => {
    const products = Array.from({ length: MAX_IDS_PER_CHANGE + 1 }, (_, i) => i + 1);
    expect(encodeChange({ from: 'p', products }).map(decodeChange)).toEqual([{ from: 'p', everything: true }]);
  });

  it('refuses what is not a change message', () => {
    for (const message of ['', 'nope', '[]', '{}', '{"from":""}', '{"from":"p","products":[1.5]}', '{"from":"p","sizes":"1"}', 'null']) {
      expect(decodeChange(message)).toBeNull();
    }
  });
});

describe('CatalogueChanges on a bus', () => {
  it('applies its own change once and the other process applies it without publishing again', async () => {
    const hub = memoryHub();
    const one = shopProcess(hub);
    const two = shopProcess(hub);
    await one.changes.refreshSizes([7, 8]);
    await settle();
    expect(one.index.calls).toEqual(['sizes 7,8']);
    expect(two.index.calls).toEqual(['sizes 7,8']);
    expect(one.cleared()).toBe(1);
    expect(two.cleared()).toBe(1);
    // One message: the receiver did not echo it.
    expect(hub.sent).toHaveLength(1);
  });

  it('carries products and content changes', async () => {
    const hub = memoryHub();
    const one = shopProcess(hub);
    const two = shopProcess(hub);
    await one.changes.refreshProducts([3]);
    one.changes.contentChanged();
    await settle();
    expect(two.index.calls).toEqual(['products 3']);
    expect(two.cleared()).toBe(2);
  });

  it('rebuilds and forgets everything when its bus lost messages', async () => {
    const hub = memoryHub();
    const one = shopProcess(hub);
    one.bus.drop();
    await settle();
    expect(one.index.calls).toEqual(['rebuild']);
    expect(one.cleared()).toBe(1);
    expect(hub.sent).toEqual([]);
  });

  it('keeps a change that could not be published, and says so', async () => {
    const index = recordingIndex();
    const changes = new CatalogueChanges(index);
    const errors: string[] = [];
    changes.follow({ publish: () => Promise.reject(new Error('down')), subscribe: () => {}, close: async () => {} }, (_error, what) => errors.push(what));
    await changes.refreshProducts([1]);
    expect(index.calls).toEqual(['products 1']);
    expect(errors).toEqual(['publishing a change to the other processes']);
  });
});

describe('listeningEarly', () => {
  const source = () => {
    let deliver: (delivery: BusDelivery) => void = () => {};
    const bus: ChangeBus = { publish: async () => {}, subscribe: (handler) => (deliver = handler), close: async () => {} };
    return { bus, deliver: (delivery: BusDelivery) => deliver(delivery) };
  };

  it('keeps what arrives before the subscriber and hands it over, then forwards', () => {
    const { bus, deliver } = source();
    const early = listeningEarly(bus);
    deliver({ kind: 'event', event: { from: 'p', products: [1] } });
    const got: BusDelivery[] = [];
    early.subscribe((delivery) => got.push(delivery));
    deliver({ kind: 'missed' });
    expect(got).toEqual([{ kind: 'event', event: { from: 'p', products: [1] } }, { kind: 'missed' }]);
  });

  it('collapses a flood held too long into one "missed"', () => {
    const { bus, deliver } = source();
    const early = listeningEarly(bus);
    for (let i = 0; i < 1500; i++) deliver({ kind: 'event', event: { from: 'p', sizes: [i] } });
    const got: BusDelivery[] = [];
    early.subscribe((delivery) => got.push(delivery));
    expect(got[0]).toEqual({ kind: 'missed' });
    expect(got.length).toBeLessThan(1000);
  });
});
