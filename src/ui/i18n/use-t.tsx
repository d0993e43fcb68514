import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Translator } from './create-i18n';
import type { LocaleCode } from '../../domain/store/locales';
import { textsArrived } from './later-texts';

/**
 * The page's translate function. A page never changes language (another store is another
 * document), so views read `t` from context and need no subscription.
 */
const TranslationContext = createContext<TFunction | null>(null);
const LocaleContext = createContext<LocaleCode | null>(null);

/**
 * Texts without options are the same for the whole page: look each one up once. A missing one (its
 * key comes back) is not kept: the rest of the catalogue may arrive later (later-texts.ts).
 */
export function memoizedT(translator: Translator, onMissing: () => void = () => undefined): TFunction {
  const translate = translator.t as unknown as (key: string, ...rest: unknown[]) => string;
  const texts = new Map<string, string>();
  const t = (key: string, ...rest: unknown[]) => {
    if (rest.length > 0) {
      const text = translate(key, ...rest);
      if (text === key) onMissing();
      return text;
    }
    let text = texts.get(key);
    if (text === undefined) {
      text = translate(key);
      if (text !== key) texts.set(key, text);
      else onMissing();
    }
    return text;
  };
  return t as unknown as TFunction;
}

/**
 * A part the browser alone renders (an account's orders, a passkey list: what the server's render
 * did not read) may ask for a text before the rest of the language has arrived: once it has, the
 * page's `t` is renewed, so every view that read it renders again with its text. A page whose
 * views found every text never renders again for it.
 */
export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  const missing = useRef(false);
  // A new generation is a new `t` over the same translator (its texts completed).
  const t = useMemo(() => memoizedT(translator, () => (missing.current = true)), [translator, generation]);
  useEffect(() => {
    let live = true;
    void textsArrived().then(() => {
      if (live && missing.current) {
        missing.current = false;
        setGeneration((value) => value + 1);
      }
    });
    return () => {
      live = false;
    };
  }, [translator]);
  return (
    <LocaleContext.Provider value={translator.language}>
      <TranslationContext.Provider value={t}>{children}</TranslationContext.Provider>
    </LocaleContext.Provider>
  );
}

export function useT(): TFunction {
  const t = useContext(TranslationContext);
  if (!t) throw new Error('useT outside TranslationProvider');
  return t;
}

/** The page's language (its store's locale), for the parts of the page that hydrate without the stores. */
export function useLocale(): LocaleCode {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale outside TranslationProvider');
  return locale;
}
