/**
 * An average score as the store's language writes a decimal ("4,3" in French, German, Dutch,
 * Spanish and Italian; "4.3" in English), with one decimal. The six shop locales are written here,
 * as money is (money.ts): a browser's first Intl number formatter costs the product page's
 * hydration 50–100 ms in Chromium. Other locales go to Intl.
 */
const DECIMAL_SEPARATORS: Readonly<Record<string, string>> = {
  'fr-FR': ',',
  'es-ES': ',',
  'it-IT': ',',
  'nl-BE': ',',
  'de-DE': ',',
  'en-IE': '.',
};

export function formatAverage(average: number, localeIso: string): string {
  const separator = DECIMAL_SEPARATORS[localeIso];
  if (separator === undefined || !Number.isFinite(average)) {
    return new Intl.NumberFormat(localeIso, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  }
  return (Math.round(average * 10) / 10).toFixed(1).replace('.', separator);
}
