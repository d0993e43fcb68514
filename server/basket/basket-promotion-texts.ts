/**
 * What the basket says about rule-based promotions (issue 34), in the six languages: why an
 * automatic promotion or a code does not apply yet, and what to do about it. The first codes'
 * own refusals (unknown, expired, device…) stay in basket-texts.ts.
 */
import { formatCents, type Cents } from '../../src/domain/money/money';
import { LOCALES, type LocaleCode } from '../../src/domain/store/locales';
import type { Refusal } from '../../src/domain/promotions/promotion';

type Key = 'fromAmount' | 'moreItemsOne' | 'moreItemsOther' | 'newsletter' | 'firstOrder' | 'signIn' | 'usageLimit' | 'customerLimit' | 'combinedAway' | 'noEligible';

const TEXTS: Record<LocaleCode, Record<Key, string>> = {
  fr: {
    fromAmount: 'Dès {amount} d’achat : encore {missing}',
    moreItemsOne: 'Ajoutez encore 1 article pour profiter de « {name} »',
    moreItemsOther: 'Ajoutez encore {count} articles pour profiter de « {name} »',
    newsletter: 'Réservé aux abonnés à la newsletter',
    firstOrder: 'Réservé à votre première commande',
    signIn: '{segment} : connectez-vous pour en profiter',
    usageLimit: 'Cette offre a atteint sa limite d’utilisation',
    customerLimit: 'Vous avez déjà profité de cette offre',
    combinedAway: 'Non cumulable avec « {name} », plus avantageuse',
    noEligible: 'Cette offre ne concerne aucun article de votre panier',
  },
  es: {
    fromAmount: 'A partir de {amount} de compra: faltan {missing}',
    moreItemsOne: 'Añade 1 artículo más para disfrutar de «{name}»',
    moreItemsOther: 'Añade {count} artículos más para disfrutar de «{name}»',
    newsletter: 'Reservado a los suscriptores de la newsletter',
    firstOrder: 'Reservado a tu primer pedido',
    signIn: '{segment}: inicia sesión para disfrutarlo',
    usageLimit: 'Esta oferta ha alcanzado su límite de uso',
    customerLimit: 'Ya has disfrutado de esta oferta',
    combinedAway: 'No acumulable con «{name}», más ventajosa',
    noEligible: 'Esta oferta no se aplica a ningún artículo de tu cesta',
  },
  it: {
    fromAmount: 'Da {amount} di spesa: mancano {missing}',
    moreItemsOne: 'Aggiungi ancora 1 articolo per approfittare di «{name}»',
    moreItemsOther: 'Aggiungi ancora {count} articoli per approfittare di «{name}»',
    newsletter: 'Riservato agli iscritti alla newsletter',
    firstOrder: 'Riservato al tuo primo ordine',
    signIn: '{segment}: accedi per approfittarne',
    usageLimit: 'Questa offerta ha raggiunto il suo limite di utilizzo',
    customerLimit: 'Hai già approfittato di questa offerta',
    combinedAway: 'Non cumulabile con «{name}», più vantaggiosa',
    noEligible: 'Questa offerta non si applica a nessun articolo del carrello',
  },
  nl: {
    fromAmount: 'Vanaf {amount} aankoop: nog {missing}',
    moreItemsOne: 'Voeg nog 1 artikel toe voor „{name}”',
    moreItemsOther: 'Voeg nog {count} artikelen toe voor „{name}”',
    newsletter: 'Voorbehouden aan abonnees van de nieuwsbrief',
    firstOrder: 'Voorbehouden aan je eerste bestelling',
    signIn: '{segment}: log in om ervan te profiteren',
    usageLimit: 'Deze actie heeft haar gebruikslimiet bereikt',
    customerLimit: 'Je hebt al van deze actie geprofiteerd',
    combinedAway: 'Niet te combineren met „{name}”, die voordeliger is',
    noEligible: 'Deze actie geldt voor geen enkel artikel in je winkelmand',
  },
  de: {
    fromAmount: 'Ab {amount} Einkaufswert: noch {missing}',
    moreItemsOne: 'Legen Sie noch 1 Artikel dazu für „{name}“',
    moreItemsOther: 'Legen Sie noch {count} Artikel dazu für „{name}“',
    newsletter: 'Nur für Newsletter-Abonnenten',
    firstOrder: 'Nur für Ihre erste Bestellung',
    signIn: '{segment}: Melden Sie sich an, um davon zu profitieren',
    usageLimit: 'Dieses Angebot hat sein Nutzungslimit erreicht',
    customerLimit: 'Sie haben dieses Angebot bereits genutzt',
    combinedAway: 'Nicht kombinierbar mit „{name}“, das günstiger ist',
    noEligible: 'Dieses Angebot gilt für keinen Artikel in Ihrem Warenkorb',
  },
  en: {
    fromAmount: 'From {amount} of purchases: {missing} to go',
    moreItemsOne: 'Add 1 more item to get “{name}”',
    moreItemsOther: 'Add {count} more items to get “{name}”',
    newsletter: 'For newsletter subscribers',
    firstOrder: 'For your first order',
    signIn: '{segment}: sign in to get it',
    usageLimit: 'This offer has reached its usage limit',
    customerLimit: 'You have already used this offer',
    combinedAway: 'Cannot be combined with “{name}”, which saves you more',
    noEligible: 'This offer does not apply to any item in your basket',
  },
};

const money = (amount: Cents, locale: LocaleCode) => formatCents(amount, LOCALES[locale].iso);

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The words of a refusal only rules have; null for the first codes' refusals (basket-texts.ts).
 * `name` is the promotion's name, `winner` the name of what combined it away.
 */
export function ruleRefusalMessage(refusal: Refusal, locale: LocaleCode, names: { name: string; winner?: string }): string | null {
  const text = TEXTS[locale];
  switch (refusal.reason) {
    case 'minimum':
      return fill(text.fromAmount, { amount: money(refusal.minimumAmount, locale), missing: money(refusal.missing, locale) });
    case 'more-items':
      return fill(refusal.missing === 1 ? text.moreItemsOne : text.moreItemsOther, { count: String(refusal.missing), name: names.name });
    case 'segment': {
      const segment = refusal.segment === 'newsletter' ? text.newsletter : text.firstOrder;
      return refusal.anonymous ? fill(text.signIn, { segment }) : segment;
    }
    case 'usage-limit':
      return text.usageLimit;
    case 'customer-limit':
      return text.customerLimit;
    case 'combined-away':
      return fill(text.combinedAway, { name: names.winner ?? '' });
    case 'no-eligible-items':
      return text.noEligible;
    default:
      return null;
  }
}
