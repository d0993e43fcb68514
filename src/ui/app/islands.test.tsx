import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { countIslands, FAILED_ISLAND_MARK, HydrationTracker, island, loadOnce, preload, preloadIslands, renderIslandsInline } from './islands';

describe('loadOnce', () => {
  it('loads once and marks the promise fulfilled, so React reads it without suspending', async () => {
    let calls = 0;
    const load = loadOnce(() => Promise.resolve(++calls));
    const first = load();
    expect(load()).toBe(first);
    expect((first as { status?: string }).status).toBe('pending');
    await first;
    expect(first as unknown).toMatchObject({ status: 'fulfilled', value: 1 });
    expect(calls).toBe(1);
  });

  it('tries again after a failed load (a chunk that did not arrive)', async () => {
    let calls = 0;
    const load = loadOnce(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('here')));
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('here');
    expect(calls).toBe(2);
  });

  it('says what it loaded once it is here, without starting a load', async () => {
    let calls = 0;
    const load = loadOnce(() => Promise.resolve(++calls));
    expect(load.loaded()).toBeNull();
    expect(calls).toBe(0);
    const pending = load();
    expect(load.loaded()).toBeNull();
    await pending;
    expect(load.loaded()).toBe(1);
    const failing = loadOnce(() => Promise.reject(new Error('offline')));
    preload(failing);
    await Promise.resolve();
    await Promise.resolve();
    expect(failing.loaded()).toBeNull();
  });
});

describe('islands on the server', () => {
  const Greeting = island(() => Promise.resolve(({ name }: { name: string }) => <p>Hello {name}</p>));
  const Broken = island(() =>
    Promise.resolve(function Broken(): never {
      throw new Error('the island broke');
    }),
  );

  it('render in full inside their boundary once loaded, and are counted', async () => {
    await preloadIslands();
    const { result, islands } = countIslands(() =>
      renderToString(
        <main>
          <Greeting name="Camille" />
          <Greeting name="Léo" />
        </main>,
      ),
    );
    expect(result).toBe('<main><!--$--><p>Hello <!-- -->Camille</p><!--/$--><!--$--><p>Hello <!-- -->Léo</p><!--/$--></main>');
    expect(islands).toBe(2);
  });

  it('leave the failure mark when one throws, and throw its error when drawn inline', async () => {
    await preloadIslands();
    const page = (
      <main>
        <Greeting name="Camille" />
        <Broken />
      </main>
    );
    expect(renderToString(page)).toContain(FAILED_ISLAND_MARK);
    expect(() => renderIslandsInline(() => renderToString(page))).toThrow('the island broke');
    // Boundaries are back for the next render.
    expect(renderToString(<Greeting name="Camille" />)).toBe('<!--$--><p>Hello <!-- -->Camille</p><!--/$-->');
  });

  it('preload the islands that loaded modules define in turn', async () => {
    let Inner: ReturnType<typeof island> | null = null;
    const Outer = island(() => {
      Inner = island(() => Promise.resolve(() => <b>inner</b>));
      const Defined = Inner;
      return Promise.resolve(() => <Defined />);
    });
    await preloadIslands();
    expect(renderToString(<Outer />)).toBe('<!--$--><!--$--><b>inner</b><!--/$--><!--/$-->');
  });
});

describe('the page has hydrated', () => {
  it('once its shell and every island the server rendered have, each counted once', () => {
    const tracker = new HydrationTracker();
    let done = 0;
    tracker.expect(2, () => done++);
    tracker.islandHydrated('a');
    tracker.shellHydrated();
    tracker.islandHydrated('a'); // StrictMode runs effects twice in development
    expect(done).toBe(0);
    tracker.islandHydrated('b');
    expect(done).toBe(1);
    tracker.islandHydrated('c');
    expect(done).toBe(1);
  });

  it('at once when the page has no island', () => {
    const tracker = new HydrationTracker();
    let done = 0;
    tracker.shellHydrated();
    tracker.expect(0, () => done++);
    expect(done).toBe(1);
  });
});
