import { Suspense, use, useEffect, useId, useState, type ComponentType } from 'react';

/** A promise with the fields React's `use` reads: once fulfilled, `use` returns its value at once. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * `load` called once, its promise kept (with React's status fields), so a component can `use` it:
 * it suspends until the module is here, then renders synchronously on every later render. A
 * failed load (a chunk that did not arrive) is tried again on the next call.
 */
export interface OnceLoader<T> {
  (): Promise<T>;
  /** The value once it has arrived, else null: never starts a load. */
  loaded(): T | null;
}

export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let current: TrackedPromise<T> | null = null;
  const loader = () => {
    if (current) return current;
    const promise: TrackedPromise<T> = load();
    current = promise;
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        current = null;
      },
    );
    return promise;
  };
  return Object.assign(loader, { loaded: () => (current?.status === 'fulfilled' ? (current.value as T) : null) });
}

/**
 * A part of a screen whose code loads when it is first wanted (a dropdown opening, a skeleton to
 * show): null until it has arrived, then the module on every render, in every component using the
 * same loader. A failed load is tried again the next time it is wanted.
 */
export function useLoaded<T>(load: OnceLoader<T>, wanted: boolean): T | null {
  const [module, setModule] = useState<T | null>(load.loaded);
  useEffect(() => {
    if (module || !wanted) return undefined;
    let live = true;
    load().then(
      (value) => {
        if (live) setModule(value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load, module, wanted]);
  return module;
}

/** Asks for what `load` brings without waiting for it (a hover before the click); a failure is tried again on the next call. */
export function preload<T>(load: OnceLoader<T>): void {
  load().catch(() => undefined);
}

/** Every island's loader: the server has them all before it renders (a render never suspends). */
const loaders: Array<() => Promise<unknown>> = [];

/**
 * Loads every island defined so far, and those their modules define in turn. The server awaits it
 * before rendering: an island that suspended there would leave a hole for the browser to fill.
 */
export async function preloadIslands(): Promise<void> {
  let count: number;
  do {
    count = loaders.length;
    await Promise.all(loaders.map((load) => load()));
  } while (loaders.length !== count);
}

/** False while the server renders islands without their boundaries (`renderIslandsInline`). */
let boundaries = true;

/**
 * The mark a server render leaves where a Suspense boundary could not render: the browser renders
 * it again. Islands never suspend on the server (their code is loaded), so it means one threw.
 */
export const FAILED_ISLAND_MARK = '<!--$!--><template';

/**
 * Server: `render` with the islands drawn in place, without their boundaries. renderToString keeps
 * an island's error to itself (the browser would render the island again); rendered this way, the
 * error is thrown as any other part of the page's would be.
 */
export function renderIslandsInline<T>(render: () => T): T {
  boundaries = false;
  try {
    return render();
  } finally {
    boundaries = true;
  }
}

export type Island<P extends object> = ComponentType<P> & {
  /** Starts loading the island's code (a navigation awaits it before showing the page). */
  preload(): Promise<unknown>;
};

/**
 * A part of the page hydrated on its own (React's selective hydration): its code is not in the
 * JavaScript the page hydrates with, the server renders it in full (its code is loaded there),
 * and the browser keeps the server's HTML in place until the code arrives, then hydrates it,
 * sooner if the visitor interacts with it. The boundary never shows a fallback on a hydrated
 * page: client navigation loads a page's islands before showing it.
 *
 * Islands hydrate one by one, each with the stores as they are then: an effect that changes what
 * another island shows (the session check, the basket restore) waits for the whole page to have
 * hydrated (`root.hydrated`), or an island still hydrating would not match the server's HTML.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): Island<P> {
  const module = loadOnce(load);
  loaders.push(module);
  function IslandBody(props: P) {
    const Component = use(module());
    return <Component {...props} />;
  }
  function IslandRoot(props: P) {
    if (!boundaries) return <IslandBody {...props} />;
    return (
      <Suspense fallback={null}>
        <IslandMark />
        <IslandBody {...props} />
      </Suspense>
    );
  }
  return Object.assign(IslandRoot, { preload: module });
}

/**
 * When a page has hydrated in full: its shell, then each island the server rendered. The server
 * counts the islands it rendered (`countIslands`), the browser counts them as they hydrate.
 */
export class HydrationTracker {
  private expected: number | null = null;
  private shell = false;
  private readonly hydrated = new Set<string>();
  private onDone: (() => void) | null = null;
  private serverCount = 0;

  /** Browser: the number of islands in the server's page, and what to do once all have hydrated. */
  expect(islands: number, onDone: () => void): void {
    this.expected = islands;
    this.onDone = onDone;
    this.check();
  }

  shellHydrated(): void {
    this.shell = true;
    this.check();
  }

  islandHydrated(id: string): void {
    this.hydrated.add(id);
    this.check();
  }

  /** Server: renders `render` and counts the islands in it. */
  count<T>(render: () => T): { result: T; islands: number } {
    const before = this.serverCount;
    const result = render();
    return { result, islands: this.serverCount - before };
  }

  serverRendered(): void {
    this.serverCount += 1;
  }

  private check(): void {
    if (!this.onDone || !this.shell || this.expected === null || this.hydrated.size < this.expected) return;
    const done = this.onDone;
    this.onDone = null;
    done();
  }
}

export const hydration = new HydrationTracker();

/** Renders `render` (a synchronous server render) and counts the islands it holds. */
export const countIslands = <T,>(render: () => T) => hydration.count(render);

/** Inside each island's boundary: commits (its effect runs) when the island has hydrated. */
function IslandMark() {
  const id = useId();
  if (typeof window === 'undefined') hydration.serverRendered();
  useEffect(() => hydration.islandHydrated(id), [id]);
  return null;
}
