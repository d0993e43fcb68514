/**
 * Words of the order mails per shop language: the confirmation (paid, or placed to be paid by
 * transfer or cheque, with how to pay), and the shipping mail with the tracking link.
 */
import type { Localized } from '../../src/domain/store/locales';

/** Where transfers and cheques go (shown in the confirmation of an order paid that way). */
export const SHOP_BANK = { holder: 'Boutique SAS', iban: 'FR76 3000 4000 0100 0012 3456 789', bic: 'BNPAFRPPXXX' };
export const SHOP_CHEQUE_ADDRESS = 'Boutique SAS — Service chèques, 1 place de la Bourse, 75002 Paris, France';

export interface OrderMailWords {
  firstName: string;
  reference: string;
  total: string;
  lines: string;
  delivery: string;
  shop: string;
  /** The order in the account, when the shop knows its public address. */
  url: string | null;
}

type Words = {
  /** Between a label and its value: French typography puts a space before the colon, the others do not. */
  colon: string;
  confirmSubject: (w: OrderMailWords) => string;
  hello: (w: OrderMailWords) => string;
  paid: (w: OrderMailWords) => string;
  awaitingTransfer: (w: OrderMailWords) => string;
  awaitingCheque: (w: OrderMailWords) => string;
  summary: (w: OrderMailWords) => string;
  followUp: (w: OrderMailWords) => string;
  shippedSubject: (w: OrderMailWords) => string;
  shipped: (w: OrderMailWords & { carrier: string; tracking: string; trackingUrl: string }) => string;
  bye: (w: OrderMailWords) => string;
};

const bank = `${SHOP_BANK.holder} — IBAN ${SHOP_BANK.iban} — BIC ${SHOP_BANK.bic}`;

export const ORDER_MAIL_WORDS: Localized<Words> = {
  fr: {
    colon: ' : ',
    confirmSubject: (w) => `Votre commande n° ${w.reference}`,
    hello: (w) => `Bonjour ${w.firstName},`,
    paid: (w) => `Merci pour votre commande n° ${w.reference} : votre paiement de ${w.total} est bien reçu.`,
    awaitingTransfer: (w) => `Merci pour votre commande n° ${w.reference}. Elle sera préparée dès réception de votre virement de ${w.total} :\n${bank}\nRéférence à indiquer : ${w.reference}`,
    awaitingCheque: (w) => `Merci pour votre commande n° ${w.reference}. Elle sera préparée dès réception de votre chèque de ${w.total} à l'ordre de ${SHOP_BANK.holder}, à envoyer à :\n${SHOP_CHEQUE_ADDRESS}\nIndiquez le n° ${w.reference} au dos du chèque.`,
    summary: (w) => `Vos articles :\n${w.lines}\n\nLivraison : ${w.delivery}`,
    followUp: (w) => (w.url ? `Suivez votre commande : ${w.url}\nLa confirmation peut prendre jusqu'à 48 h pour apparaître dans votre compte.` : `La confirmation peut prendre jusqu'à 48 h pour apparaître dans votre compte.`),
    shippedSubject: (w) => `Votre commande n° ${w.reference} est expédiée`,
    shipped: (w) => `Votre commande n° ${w.reference} est partie avec ${w.carrier}.\nNuméro de suivi : ${w.tracking}\nSuivre le colis : ${w.trackingUrl}`,
    bye: (w) => `À bientôt sur ${w.shop} !`,
  },
  es: {
    colon: ': ',
    confirmSubject: (w) => `Tu pedido n.º ${w.reference}`,
    hello: (w) => `Hola, ${w.firstName}:`,
    paid: (w) => `Gracias por tu pedido n.º ${w.reference}: hemos recibido tu pago de ${w.total}.`,
    awaitingTransfer: (w) => `Gracias por tu pedido n.º ${w.reference}. Lo prepararemos en cuanto recibamos tu transferencia de ${w.total}:\n${bank}\nReferencia: ${w.reference}`,
    awaitingCheque: (w) => `Gracias por tu pedido n.º ${w.reference}. Lo prepararemos en cuanto recibamos tu cheque de ${w.total} a nombre de ${SHOP_BANK.holder}, enviado a:\n${SHOP_CHEQUE_ADDRESS}\nIndica el n.º ${w.reference} en el dorso.`,
    summary: (w) => `Tus artículos:\n${w.lines}\n\nEntrega: ${w.delivery}`,
    followUp: (w) => (w.url ? `Sigue tu pedido: ${w.url}\nLa confirmación puede tardar hasta 48 h en aparecer en tu cuenta.` : 'La confirmación puede tardar hasta 48 h en aparecer en tu cuenta.'),
    shippedSubject: (w) => `Tu pedido n.º ${w.reference} ha sido enviado`,
    shipped: (w) => `Tu pedido n.º ${w.reference} ha salido con ${w.carrier}.\nNúmero de seguimiento: ${w.tracking}\nSeguir el paquete: ${w.trackingUrl}`,
    bye: (w) => `¡Hasta pronto en ${w.shop}!`,
  },
  it: {
    colon: ': ',
    confirmSubject: (w) => `Il tuo ordine n. ${w.reference}`,
    hello: (w) => `Ciao ${w.firstName},`,
    paid: (w) => `Grazie per l'ordine n. ${w.reference}: abbiamo ricevuto il pagamento di ${w.total}.`,
    awaitingTransfer: (w) => `Grazie per l'ordine n. ${w.reference}. Lo prepareremo appena riceviamo il bonifico di ${w.total}:\n${bank}\nCausale: ${w.reference}`,
    awaitingCheque: (w) => `Grazie per l'ordine n. ${w.reference}. Lo prepareremo appena riceviamo l'assegno di ${w.total} intestato a ${SHOP_BANK.holder}, da inviare a:\n${SHOP_CHEQUE_ADDRESS}\nScrivi il n. ${w.reference} sul retro.`,
    summary: (w) => `I tuoi articoli:\n${w.lines}\n\nConsegna: ${w.delivery}`,
    followUp: (w) => (w.url ? `Segui il tuo ordine: ${w.url}\nLa conferma può impiegare fino a 48 ore per comparire nel tuo account.` : 'La conferma può impiegare fino a 48 ore per comparire nel tuo account.'),
    shippedSubject: (w) => `Il tuo ordine n. ${w.reference} è stato spedito`,
    shipped: (w) => `Il tuo ordine n. ${w.reference} è partito con ${w.carrier}.\nNumero di tracciamento: ${w.tracking}\nSegui il pacco: ${w.trackingUrl}`,
    bye: (w) => `A presto su ${w.shop}!`,
  },
  nl: {
    colon: ': ',
    confirmSubject: (w) => `Je bestelling nr. ${w.reference}`,
    hello: (w) => `Hallo ${w.firstName},`,
    paid: (w) => `Bedankt voor je bestelling nr. ${w.reference}: we hebben je betaling van ${w.total} ontvangen.`,
    awaitingTransfer: (w) => `Bedankt voor je bestelling nr. ${w.reference}. We maken ze klaar zodra je overschrijving van ${w.total} binnen is:\n${bank}\nMededeling: ${w.reference}`,
    awaitingCheque: (w) => `Bedankt voor je bestelling nr. ${w.reference}. We maken ze klaar zodra je cheque van ${w.total} op naam van ${SHOP_BANK.holder} binnen is, te sturen naar:\n${SHOP_CHEQUE_ADDRESS}\nVermeld nr. ${w.reference} op de achterkant.`,
    summary: (w) => `Je artikelen:\n${w.lines}\n\nLevering: ${w.delivery}`,
    followUp: (w) => (w.url ? `Volg je bestelling: ${w.url}\nHet kan tot 48 uur duren voor de bevestiging in je account staat.` : 'Het kan tot 48 uur duren voor de bevestiging in je account staat.'),
    shippedSubject: (w) => `Je bestelling nr. ${w.reference} is verzonden`,
    shipped: (w) => `Je bestelling nr. ${w.reference} is vertrokken met ${w.carrier}.\nTrackingnummer: ${w.tracking}\nVolg je pakket: ${w.trackingUrl}`,
    bye: (w) => `Tot snel op ${w.shop}!`,
  },
  de: {
    colon: ': ',
    confirmSubject: (w) => `Ihre Bestellung Nr. ${w.reference}`,
    hello: (w) => `Hallo ${w.firstName},`,
    paid: (w) => `Vielen Dank für Ihre Bestellung Nr. ${w.reference}: Ihre Zahlung über ${w.total} ist eingegangen.`,
    awaitingTransfer: (w) => `Vielen Dank für Ihre Bestellung Nr. ${w.reference}. Wir bereiten sie vor, sobald Ihre Überweisung über ${w.total} eingegangen ist:\n${bank}\nVerwendungszweck: ${w.reference}`,
    awaitingCheque: (w) => `Vielen Dank für Ihre Bestellung Nr. ${w.reference}. Wir bereiten sie vor, sobald Ihr Scheck über ${w.total} an ${SHOP_BANK.holder} eingegangen ist, zu senden an:\n${SHOP_CHEQUE_ADDRESS}\nSchreiben Sie die Nr. ${w.reference} auf die Rückseite.`,
    summary: (w) => `Ihre Artikel:\n${w.lines}\n\nLieferung: ${w.delivery}`,
    followUp: (w) => (w.url ? `Verfolgen Sie Ihre Bestellung: ${w.url}\nEs kann bis zu 48 Stunden dauern, bis die Bestätigung in Ihrem Konto erscheint.` : 'Es kann bis zu 48 Stunden dauern, bis die Bestätigung in Ihrem Konto erscheint.'),
    shippedSubject: (w) => `Ihre Bestellung Nr. ${w.reference} ist unterwegs`,
    shipped: (w) => `Ihre Bestellung Nr. ${w.reference} wurde mit ${w.carrier} versandt.\nSendungsnummer: ${w.tracking}\nSendung verfolgen: ${w.trackingUrl}`,
    bye: (w) => `Bis bald bei ${w.shop}!`,
  },
  en: {
    colon: ': ',
    confirmSubject: (w) => `Your order no. ${w.reference}`,
    hello: (w) => `Hello ${w.firstName},`,
    paid: (w) => `Thank you for your order no. ${w.reference}: your payment of ${w.total} has been received.`,
    awaitingTransfer: (w) => `Thank you for your order no. ${w.reference}. We will prepare it as soon as your transfer of ${w.total} arrives:\n${bank}\nReference: ${w.reference}`,
    awaitingCheque: (w) => `Thank you for your order no. ${w.reference}. We will prepare it as soon as your cheque of ${w.total}, payable to ${SHOP_BANK.holder}, arrives at:\n${SHOP_CHEQUE_ADDRESS}\nWrite no. ${w.reference} on the back.`,
    summary: (w) => `Your items:\n${w.lines}\n\nDelivery: ${w.delivery}`,
    followUp: (w) => (w.url ? `Follow your order: ${w.url}\nThe confirmation may take up to 48 hours to show in your account.` : 'The confirmation may take up to 48 hours to show in your account.'),
    shippedSubject: (w) => `Your order no. ${w.reference} has shipped`,
    shipped: (w) => `Your order no. ${w.reference} left with ${w.carrier}.\nTracking number: ${w.tracking}\nTrack the parcel: ${w.trackingUrl}`,
    bye: (w) => `See you soon at ${w.shop}!`,
  },
};
