import { useEffect, useState } from 'react';
import type { TranslationCatalogue } from '../../domain/catalogue/site';
import type { Translator } from './create-i18n';

/**
 * The rest of the page's language in the browser: the page's HTML carries only the texts it shows
 * (page-texts.ts), the others come from the store's catalogue once, as soon as the page has
 * hydrated, or at once when something needs them first (a navigation to another screen, an
 * overlay's code). A failed load leaves the page as it is and is tried again by the next caller.
 */
export class LaterTexts {
  private loading: Promise<void> | null = null;
  private markArrived: () => void = () => undefined;
  /** Resolves once the rest has arrived (without asking for it). */
  readonly arrived = new Promise<void>((resolve) => (this.markArrived = resolve));

  /** `complete`: the page already carries every text (a private page): nothing is loaded. */
  constructor(
    private readonly translator: Translator,
    private readonly load: () => Promise<TranslationCatalogue>,
    complete = false,
  ) {
    if (complete) {
      this.loading = Promise.resolve();
      this.markArrived();
    }
  }

  /** Resolves once every text of the language is there, or the load failed (never rejects). */
  complete(): Promise<void> {
    this.loading ??= this.load().then(
      (catalogue) => {
        this.translator.addTexts(catalogue);
        this.markArrived();
      },
      (error: unknown) => {
        this.loading = null;
        console.error('[boutique] Unable to load translations:', error);
      },
    );
    return this.loading;
  }
}

/** The browser's (one document, one language); none on the server, whose renders have every text. */
let pageTexts: LaterTexts | null = null;

export function expectLaterTexts(texts: LaterTexts | null): void {
  pageTexts = texts;
}

/** Resolves when the rest of the texts has arrived, without asking for it (at once where none is expected). */
export function textsArrived(): Promise<void> {
  return pageTexts ? pageTexts.arrived : Promise.resolve();
}

/** Resolves once every text is there (at once on the server), starting the load if need be. */
export function allTexts(): Promise<void> {
  return pageTexts ? pageTexts.complete() : Promise.resolve();
}

/** A lazy part's code that shows texts the page did not: it renders with them, never with a key. */
export function withAllTexts<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), allTexts()]).then(([module]) => module);
}

/** Whether every text is there: for parts the browser alone shows, once hydrated (false until then). */
export function useAllTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void allTexts().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
