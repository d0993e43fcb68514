import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Translator } from './create-i18n';
import type { LocaleCode } from '../../domain/store/locales';

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
export function memoizedT(translator: Translator): TFunction {
  const translate = translator.t as unknown as (key: string, ...rest: unknown[]) => string;
  const texts = new Map<string, string>();
  const t = (key: string, ...rest: unknown[]) => {
    if (rest.length > 0) return translate(key, ...rest);
    let text = texts.get(key);
    if (text === undefined) {
      text = translate(key);
      if (text !== key) texts.set(key, text);
    }
    return text;
  };
  return t as unknown as TFunction;
}

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  const t = useMemo(() => memoizedT(translator), [translator]);
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
