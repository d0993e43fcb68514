/** Words of the menus, footers and banners in the six languages (fr, es, it, nl, de, en). */
import { LISTING_NAMES } from '../../src/domain/routing/listing-slugs';
import type { Localized } from '../../src/domain/store/locales';
import { l6 } from './text';

export const MENU_WORDS = {
  ...LISTING_NAMES,
  allBrands: l6('Toutes les marques', 'Todas las marcas', 'Tutte le marche', 'Alle merken', 'Alle Marken', 'All brands'),
  artists: l6('Artistes', 'Artistas', 'Artisti', 'Artiesten', 'Künstler', 'Artists'),
  language: l6('Langue', 'Idioma', 'Lingua', 'Taal', 'Sprache', 'Language'),
  seeAll: l6('Tout voir', 'Ver todo', 'Vedi tutto', 'Alles bekijken', 'Alle ansehen', 'See all'),
};

export const LANGUAGE_NAMES: Localized = l6('Français', 'Español', 'Italiano', 'Nederlands', 'Deutsch', 'English');

export const FOOTER_WORDS = {
  help: l6('Aide', 'Ayuda', 'Aiuto', 'Hulp', 'Hilfe', 'Help'),
  shop: l6('La boutique', 'La tienda', 'Il negozio', 'De winkel', 'Der Shop', 'The shop'),
  about: l6('À propos', 'Sobre nosotros', 'Chi siamo', 'Over ons', 'Über uns', 'About us'),
  contact: l6('Nous contacter', 'Contacto', 'Contattaci', 'Contact', 'Kontakt', 'Contact us'),
};

export const BANNER_WORDS = {
  /** `{freeShipping}`: the store's threshold, filled when the banner is answered (server/content/content-terms.ts). */
  freeShipping: l6(
    'Livraison offerte dès {freeShipping}', 'Envío gratis desde {freeShipping}', 'Spedizione gratuita da {freeShipping}',
    'Gratis levering vanaf {freeShipping}', 'Kostenloser Versand ab {freeShipping}', 'Free delivery from {freeShipping}',
  ),
  saleTitle: l6(
    "Soldes d'hiver : jusqu'à -50 %", 'Rebajas de invierno: hasta -50 %', 'Saldi invernali: fino al -50%',
    'Wintersolden: tot -50%', 'Winter Sale: bis zu -50 %', 'Winter sale: up to 50% off',
  ),
  homeHighlights: l6('Nos coups de cœur', 'Nuestros favoritos', 'I nostri preferiti', 'Onze favorieten', 'Unsere Favoriten', 'Our favourites'),
  homeHighlightsSubtitle: l6(
    "Une sélection de l'équipe, renouvelée chaque semaine", 'Una selección del equipo, renovada cada semana',
    'Una selezione del team, rinnovata ogni settimana', 'Een selectie van het team, elke week vernieuwd',
    'Eine Auswahl des Teams, jede Woche neu', 'A selection by the team, refreshed every week',
  ),
  topCategories: l6('Nos catégories phares', 'Nuestras categorías estrella', 'Le nostre categorie top', 'Onze topcategorieën', 'Unsere Top-Kategorien', 'Top categories'),
  slideNew: l6('La nouvelle collection est là', 'Ya llegó la nueva colección', 'È arrivata la nuova collezione', 'De nieuwe collectie is er', 'Die neue Kollektion ist da', 'The new collection is here'),
  slideSneakers: l6('Sneakers : les essentiels', 'Zapatillas: los imprescindibles', 'Sneakers: gli essenziali', 'Sneakers: de essentials', 'Sneaker: die Essentials', 'Trainers: the essentials'),
  slideGifts: l6('Idées cadeaux pour Noël', 'Ideas de regalo para Navidad', 'Idee regalo per Natale', 'Cadeau-ideeën voor kerst', 'Geschenkideen zu Weihnachten', 'Christmas gift ideas'),
  giftsPage: l6('Idées cadeaux', 'Ideas de regalo', 'Idee regalo', 'Cadeau-ideeën', 'Geschenkideen', 'Gift ideas'),
  giftsSlug: l6('idees-cadeaux', 'ideas-regalo', 'idee-regalo', 'cadeau-ideeen', 'geschenkideen', 'gift-ideas'),
  lookbook: l6('Lookbook streetwear', 'Lookbook streetwear', 'Lookbook streetwear', 'Lookbook streetwear', 'Lookbook Streetwear', 'Streetwear lookbook'),
};

/** Seasonal delivery banner: "{cut-off}" is replaced by the localized date. */
export const SEASONAL_WORDS = {
  home: l6(
    'Commandez avant le {date} pour être livré avant Noël', 'Pide antes del {date} para recibirlo antes de Navidad',
    'Ordina entro il {date} per riceverlo prima di Natale', 'Bestel vóór {date} voor levering vóór kerst',
    'Bestellen Sie bis zum {date} für die Lieferung vor Weihnachten', 'Order by {date} for delivery before Christmas',
  ),
  relay: l6(
    'Dernier jour pour une livraison en point relais avant Noël : {date}', 'Último día para entrega en punto de recogida antes de Navidad: {date}',
    'Ultimo giorno per la consegna in punto di ritiro prima di Natale: {date}', 'Laatste dag voor levering in een afhaalpunt vóór kerst: {date}',
    'Letzter Tag für die Lieferung an eine Abholstation vor Weihnachten: {date}', 'Last day for pick-up point delivery before Christmas: {date}',
  ),
  express: l6(
    'Encore un peu de temps : livraison express avant Noël jusqu\'au {date}', 'Aún hay tiempo: envío exprés antes de Navidad hasta el {date}',
    'Sei ancora in tempo: consegna express prima di Natale fino al {date}', 'Nog even tijd: expreslevering vóór kerst tot {date}',
    'Noch Zeit: Expresslieferung vor Weihnachten bis zum {date}', 'Still time: express delivery before Christmas until {date}',
  ),
  late: l6(
    'Les commandes passées maintenant seront livrées après Noël', 'Los pedidos realizados ahora se entregarán después de Navidad',
    'Gli ordini effettuati ora saranno consegnati dopo Natale', 'Bestellingen die je nu plaatst, worden na kerst geleverd',
    'Jetzt aufgegebene Bestellungen werden nach Weihnachten geliefert', 'Orders placed now will be delivered after Christmas',
  ),
};

export const MONTH_DECEMBER = l6('décembre', 'diciembre', 'dicembre', 'december', 'Dezember', 'December');
