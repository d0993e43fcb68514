/**
 * The storefront's words of the recently viewed strip and its account panel (issue 38), beside
 * the catalogue's JSON files (content-storefront-words.ts adds them): one file for the feature.
 */
import type { LocaleCode } from '../../src/domain/store/locales';

export const RECENTLY_WORDS: Record<LocaleCode, Record<string, string>> = {
  fr: {
    'recently.title': 'Vus récemment',
    'recently.intro': 'Les 12 derniers produits que vous avez consultés, sur chaque appareil où vous êtes connecté.',
    'recently.clear': 'Effacer les produits vus récemment',
    'recently.cleared': 'Votre liste des produits vus récemment est vide.',
    'recently.failed': "Impossible d'effacer la liste pour le moment. Réessayez plus tard.",
  },
  es: {
    'recently.title': 'Vistos recientemente',
    'recently.intro': 'Los 12 últimos productos que has visto, en cada dispositivo en el que inicias sesión.',
    'recently.clear': 'Borrar los productos vistos recientemente',
    'recently.cleared': 'Tu lista de productos vistos recientemente está vacía.',
    'recently.failed': 'No se ha podido borrar la lista. Inténtalo de nuevo más tarde.',
  },
  it: {
    'recently.title': 'Visti di recente',
    'recently.intro': 'Gli ultimi 12 prodotti che hai visto, su ogni dispositivo su cui accedi.',
    'recently.clear': 'Cancella i prodotti visti di recente',
    'recently.cleared': 'La tua lista dei prodotti visti di recente è vuota.',
    'recently.failed': 'Impossibile cancellare la lista al momento. Riprova più tardi.',
  },
  nl: {
    'recently.title': 'Onlangs bekeken',
    'recently.intro': 'De laatste 12 producten die je hebt bekeken, op elk apparaat waarop je bent ingelogd.',
    'recently.clear': 'Onlangs bekeken producten wissen',
    'recently.cleared': 'Je lijst met onlangs bekeken producten is leeg.',
    'recently.failed': 'De lijst kon niet worden gewist. Probeer het later opnieuw.',
  },
  de: {
    'recently.title': 'Zuletzt angesehen',
    'recently.intro': 'Die letzten 12 Produkte, die Sie angesehen haben, auf jedem Gerät, auf dem Sie angemeldet sind.',
    'recently.clear': 'Zuletzt angesehene Produkte löschen',
    'recently.cleared': 'Ihre Liste der zuletzt angesehenen Produkte ist leer.',
    'recently.failed': 'Die Liste konnte nicht gelöscht werden. Bitte versuchen Sie es später erneut.',
  },
  en: {
    'recently.title': 'Recently viewed',
    'recently.intro': 'The last 12 products you viewed, on every device you sign in on.',
    'recently.clear': 'Clear recently viewed',
    'recently.cleared': 'Your recently viewed list is empty.',
    'recently.failed': 'The list could not be cleared. Please try again later.',
  },
};
