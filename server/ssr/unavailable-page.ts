/**
 * The page a visitor gets while the database cannot serve the shop (DESIGN decision 21) and no
 * copy of the page is kept: status 503 with `Retry-After`, in the language of the address, with
 * a link that asks for the same address again. It is whole in itself (no script, no style sheet,
 * no API call), since whatever the storefront's own error page needs may be what is missing.
 */
import { stripLocalePrefix } from '../../src/domain/store/locale-path';
import { LOCALES, type LocaleCode } from '../../src/domain/store/locales';

interface UnavailableTexts {
  title: string;
  text: string;
  retry: string;
  home: string;
}

const TEXTS: Record<LocaleCode, UnavailableTexts> = {
  fr: { title: 'Boutique momentanément indisponible', text: "Une erreur s'est produite, merci de réessayer dans quelques instants.", retry: 'Réessayer', home: "Retour à l'accueil" },
  es: { title: 'Tienda no disponible por el momento', text: 'Se ha producido un error, vuelve a intentarlo en unos instantes.', retry: 'Reintentar', home: 'Volver al inicio' },
  it: { title: 'Negozio momentaneamente non disponibile', text: 'Si è verificato un errore, riprova tra qualche istante.', retry: 'Riprova', home: 'Torna alla home' },
  nl: { title: 'Winkel tijdelijk niet beschikbaar', text: 'Er is een fout opgetreden, probeer het over enkele ogenblikken opnieuw.', retry: 'Opnieuw proberen', home: 'Terug naar de startpagina' },
  de: { title: 'Shop vorübergehend nicht erreichbar', text: 'Ein Fehler ist aufgetreten, bitte versuchen Sie es in wenigen Augenblicken erneut.', retry: 'Erneut versuchen', home: 'Zur Startseite' },
  en: { title: 'Shop temporarily unavailable', text: 'Something went wrong, please try again in a few moments.', retry: 'Try again', home: 'Back to the home page' },
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

export interface UnavailablePage {
  html: string;
  locale: LocaleCode;
}

/** `url`: the request's path and query, as asked (the retry link asks for it again). */
export function unavailablePage(url: string): UnavailablePage {
  const { locale } = stripLocalePrefix(url.split('?', 1)[0]);
  const texts = TEXTS[locale];
  // Only a path of this site: never a scheme or another host through `//`.
  const again = url.startsWith('/') && !url.startsWith('//') ? url : '/';
  const home = LOCALES[locale].prefix || '/';
  const html = `<!doctype html><html lang="${LOCALES[locale].iso}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title></head>`
    + `<body style="font-family:system-ui,sans-serif;text-align:center;padding:64px 16px;color:#111"><h1 style="font-size:1.5rem">${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p>`
    + `<p><a href="${escapeHtml(again)}" style="display:inline-block;padding:12px 24px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(texts.retry)}</a></p>`
    + `<p><a href="${escapeHtml(home)}" style="color:#111">${escapeHtml(texts.home)}</a></p></body></html>`;
  return { html, locale };
}
