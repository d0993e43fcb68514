/**
 * Words of the forgotten-basket reminder (issue 38) in the six shop languages (German "Sie",
 * Spanish "tú", Italian "tu", Dutch "je"), and the refusals of its staff route.
 */
import type { Localized, LocaleCode } from '../../src/domain/store/locales';

export interface ReminderMailWords {
  firstName: string;
  /** One line per article: "Name — size M — 2 × 29,90 € = 59,80 €". */
  lines: string;
  total: string;
  restoreUrl: string;
  unsubscribeUrl: string;
  shop: string;
}

interface Words {
  subject: (w: ReminderMailWords) => string;
  hello: (w: ReminderMailWords) => string;
  intro: (w: ReminderMailWords) => string;
  total: (w: ReminderMailWords) => string;
  restore: (w: ReminderMailWords) => string;
  prices: (w: ReminderMailWords) => string;
  unsubscribe: (w: ReminderMailWords) => string;
  line: (name: string, size: string, quantity: number, unit: string, price: string) => string;
  supportOnly: string;
}

export const REMINDER_WORDS: Localized<Words> = {
  fr: {
    subject: () => 'Votre panier vous attend',
    hello: (w) => `Bonjour ${w.firstName},`,
    intro: () => 'Vous avez laissé ces articles dans votre panier :',
    total: (w) => `Total : ${w.total}`,
    restore: (w) => `Retrouvez votre panier : ${w.restoreUrl}`,
    prices: () => 'Les prix sont ceux du jour ; le stock n’est pas réservé.',
    unsubscribe: (w) => `Vous recevez ce message car vous êtes abonné(e) aux e-mails de ${w.shop}. Se désabonner en un clic : ${w.unsubscribeUrl}`,
    line: (name, size, quantity, unit, price) => `- ${name} — taille ${size} — ${quantity} × ${unit} = ${price}`,
    supportOnly: 'Réservé au service client.',
  },
  es: {
    subject: () => 'Tu cesta te espera',
    hello: (w) => `Hola, ${w.firstName}:`,
    intro: () => 'Dejaste estos artículos en tu cesta:',
    total: (w) => `Total: ${w.total}`,
    restore: (w) => `Recupera tu cesta: ${w.restoreUrl}`,
    prices: () => 'Los precios son los de hoy; el stock no está reservado.',
    unsubscribe: (w) => `Recibes este mensaje porque estás suscrito a los correos de ${w.shop}. Darte de baja con un clic: ${w.unsubscribeUrl}`,
    line: (name, size, quantity, unit, price) => `- ${name} — talla ${size} — ${quantity} × ${unit} = ${price}`,
    supportOnly: 'Solo para el servicio de atención al cliente.',
  },
  it: {
    subject: () => 'Il tuo carrello ti aspetta',
    hello: (w) => `Ciao ${w.firstName},`,
    intro: () => 'Hai lasciato questi articoli nel tuo carrello:',
    total: (w) => `Totale: ${w.total}`,
    restore: (w) => `Ritrova il tuo carrello: ${w.restoreUrl}`,
    prices: () => 'I prezzi sono quelli di oggi; la disponibilità non è riservata.',
    unsubscribe: (w) => `Ricevi questo messaggio perché sei iscritto alle e-mail di ${w.shop}. Annulla l’iscrizione con un clic: ${w.unsubscribeUrl}`,
    line: (name, size, quantity, unit, price) => `- ${name} — taglia ${size} — ${quantity} × ${unit} = ${price}`,
    supportOnly: 'Riservato al servizio clienti.',
  },
  nl: {
    subject: () => 'Je winkelmandje wacht op je',
    hello: (w) => `Hallo ${w.firstName},`,
    intro: () => 'Je hebt deze artikelen in je winkelmandje laten liggen:',
    total: (w) => `Totaal: ${w.total}`,
    restore: (w) => `Ga verder met je winkelmandje: ${w.restoreUrl}`,
    prices: () => 'De prijzen zijn die van vandaag; de voorraad is niet voor je gereserveerd.',
    unsubscribe: (w) => `Je ontvangt dit bericht omdat je je hebt aangemeld voor de e-mails van ${w.shop}. Met één klik afmelden: ${w.unsubscribeUrl}`,
    line: (name, size, quantity, unit, price) => `- ${name} — maat ${size} — ${quantity} × ${unit} = ${price}`,
    supportOnly: 'Alleen voor de klantenservice.',
  },
  de: {
    subject: () => 'Ihr Warenkorb wartet auf Sie',
    hello: (w) => `Guten Tag ${w.firstName},`,
    intro: () => 'Sie haben diese Artikel in Ihrem Warenkorb gelassen:',
    total: (w) => `Summe: ${w.total}`,
    restore: (w) => `Zu Ihrem Warenkorb: ${w.restoreUrl}`,
    prices: () => 'Es gelten die heutigen Preise; der Bestand ist nicht für Sie reserviert.',
    unsubscribe: (w) => `Sie erhalten diese Nachricht, weil Sie die E-Mails von ${w.shop} abonniert haben. Mit einem Klick abmelden: ${w.unsubscribeUrl}`,
    line: (name, size, quantity, unit, price) => `- ${name} — Größe ${size} — ${quantity} × ${unit} = ${price}`,
    supportOnly: 'Nur für den Kundenservice.',
  },
  en: {
    subject: () => 'Your basket is waiting for you',
    hello: (w) => `Hello ${w.firstName},`,
    intro: () => 'You left these items in your basket:',
    total: (w) => `Total: ${w.total}`,
    restore: (w) => `Pick up where you left off: ${w.restoreUrl}`,
    prices: () => 'Prices are today’s; stock is not reserved for you.',
    unsubscribe: (w) => `You receive this message because you subscribed to ${w.shop}’s e-mails. Unsubscribe in one click: ${w.unsubscribeUrl}`,
    line: (name, size, quantity, unit, price) => `- ${name} — size ${size} — ${quantity} × ${unit} = ${price}`,
    supportOnly: 'For customer support only.',
  },
};

/** The reminder's subject and text (the SMTP mailer makes its HTML part of the same paragraphs and links). */
export function reminderMail(locale: LocaleCode, words: ReminderMailWords): { subject: string; text: string } {
  const w = REMINDER_WORDS[locale];
  const body = [w.hello(words), `${w.intro(words)}\n${words.lines}\n${w.total(words)}`, w.restore(words), w.prices(words), w.unsubscribe(words)];
  return { subject: w.subject(words), text: `${body.join('\n\n')}\n` };
}

export const reminderText = (key: 'supportOnly', locale: LocaleCode): string => REMINDER_WORDS[locale][key];
