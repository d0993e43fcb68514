import type { TranslationCatalogue } from '../../domain/catalogue/site';
import type { Translator } from './create-i18n';

/**
 * The rest of the page's language in the browser: the page's HTML carries only the texts it shows
 * (page-texts.ts), the others come from the store's catalogue once, when the browser is idle after
 * hydration or at once when a navigation to another screen needs them. A failed load leaves the
 * page as it is and is tried again by the next caller.
 */
export class LaterTexts {
  private loading: Promise<void> | null = null;

  constructor(
    private readonly translator: Translator,
    private readonly load: () => Promise<TranslationCatalogue>,
  ) {}

  /** Resolves once every text of the language is there, or the load failed (never rejects). */
  complete(): Promise<void> {
    this.loading ??= this.load().then(
      (catalogue) => this.translator.addTexts(catalogue),
      (error: unknown) => {
        this.loading = null;
        console.error('[boutique] Unable to load translations:', error);
      },
    );
    return this.loading;
  }
}
