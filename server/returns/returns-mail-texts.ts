/**
 * Words of the return mails per shop language, one subject and body per status change (the
 * credit's or the refund's wording when accepted, support's reason when refused).
 */
import type { Localized } from '../../src/domain/store/locales';

export type ReturnMailKind = 'return-created' | 'return-received' | 'return-accepted' | 'return-refused' | 'return-cancelled';

export interface ReturnMailWords {
  firstName: string;
  reference: string;
  order: string;
  amount: string;
  fee: string;
  lines: string;
  note: string;
  shop: string;
  url: string | null;
  credit: boolean;
  /** A refund: what the provider pays back; `credited`, what comes back as a credit (the part vouchers and credits paid). */
  refunded: string;
  credited: string | null;
}

type Words = {
  hello: (w: ReturnMailWords) => string;
  bye: (w: ReturnMailWords) => string;
  creditPart: (w: ReturnMailWords) => string;
  subject: Record<ReturnMailKind, (w: ReturnMailWords) => string>;
  body: Record<ReturnMailKind, (w: ReturnMailWords) => string>;
};

export const RETURN_MAIL_WORDS: Localized<Words> = {
  fr: {
    hello: (w) => `Bonjour ${w.firstName},`,
    bye: (w) => `À bientôt sur ${w.shop} !`,
    creditPart: (w) => ` La part payée en bons et avoirs, ${w.credited}, vous revient en avoir, valable un an.`,
    subject: {
      'return-created': (w) => `Votre retour ${w.reference}`,
      'return-received': (w) => `Votre colis retour ${w.reference} est arrivé`,
      'return-accepted': (w) => `Votre retour ${w.reference} est accepté`,
      'return-refused': (w) => `Votre retour ${w.reference} est refusé`,
      'return-cancelled': (w) => `Votre retour ${w.reference} est annulé`,
    },
    body: {
      'return-created': (w) => `Nous avons enregistré votre retour ${w.reference} (commande n° ${w.order}) :\n${w.lines}\nFrais de retour : ${w.fee}. Montant qui vous reviendra : ${w.amount}.\nImprimez le bon de retour, collez-le sur le colis et déposez-le dans les 14 jours.${w.url ? `\nVotre bon de retour : ${w.url}` : ''}`,
      'return-received': (w) => `Votre colis retour ${w.reference} est arrivé dans notre entrepôt. Nous le vérifions et revenons vers vous très vite.`,
      'return-accepted': (w) => (w.credit ? `Votre retour ${w.reference} est accepté : un avoir de ${w.amount}, valable un an, est disponible sur votre compte.` : `Votre retour ${w.reference} est accepté : ${w.refunded} vous sont remboursés sur votre moyen de paiement.`),
      'return-refused': (w) => `Votre retour ${w.reference} n’a pas pu être accepté.\nMotif : ${w.note}`,
      'return-cancelled': (w) => `Votre retour ${w.reference} (commande n° ${w.order}) est annulé.${w.note ? `\n${w.note}` : ''}`,
    },
  },
  es: {
    hello: (w) => `Hola ${w.firstName}:`,
    bye: (w) => `¡Hasta pronto en ${w.shop}!`,
    creditPart: (w) => ` La parte pagada con vales y abonos, ${w.credited}, vuelve a tu cuenta como abono, válido un año.`,
    subject: {
      'return-created': (w) => `Tu devolución ${w.reference}`,
      'return-received': (w) => `Tu paquete de devolución ${w.reference} ha llegado`,
      'return-accepted': (w) => `Tu devolución ${w.reference} ha sido aceptada`,
      'return-refused': (w) => `Tu devolución ${w.reference} ha sido rechazada`,
      'return-cancelled': (w) => `Tu devolución ${w.reference} ha sido cancelada`,
    },
    body: {
      'return-created': (w) => `Hemos registrado tu devolución ${w.reference} (pedido n.º ${w.order}):\n${w.lines}\nGastos de devolución: ${w.fee}. Importe que recibirás: ${w.amount}.\nImprime la etiqueta de devolución, pégala en el paquete y entrégalo en un plazo de 14 días.${w.url ? `\nTu etiqueta de devolución: ${w.url}` : ''}`,
      'return-received': (w) => `Tu paquete de devolución ${w.reference} ha llegado a nuestro almacén. Lo revisamos y te respondemos muy pronto.`,
      'return-accepted': (w) => (w.credit ? `Tu devolución ${w.reference} ha sido aceptada: tienes en tu cuenta un abono de ${w.amount}, válido un año.` : `Tu devolución ${w.reference} ha sido aceptada: te reembolsamos ${w.refunded} en tu medio de pago.`),
      'return-refused': (w) => `No hemos podido aceptar tu devolución ${w.reference}.\nMotivo: ${w.note}`,
      'return-cancelled': (w) => `Tu devolución ${w.reference} (pedido n.º ${w.order}) ha sido cancelada.${w.note ? `\n${w.note}` : ''}`,
    },
  },
  it: {
    hello: (w) => `Ciao ${w.firstName},`,
    bye: (w) => `A presto su ${w.shop}!`,
    creditPart: (w) => ` La parte pagata con buoni, ${w.credited}, torna sul tuo account come buono, valido un anno.`,
    subject: {
      'return-created': (w) => `Il tuo reso ${w.reference}`,
      'return-received': (w) => `Il pacco del reso ${w.reference} è arrivato`,
      'return-accepted': (w) => `Il tuo reso ${w.reference} è stato accettato`,
      'return-refused': (w) => `Il tuo reso ${w.reference} è stato rifiutato`,
      'return-cancelled': (w) => `Il tuo reso ${w.reference} è stato annullato`,
    },
    body: {
      'return-created': (w) => `Abbiamo registrato il tuo reso ${w.reference} (ordine n. ${w.order}):\n${w.lines}\nSpese di reso: ${w.fee}. Importo che riceverai: ${w.amount}.\nStampa l'etichetta di reso, incollala sul pacco e consegnalo entro 14 giorni.${w.url ? `\nLa tua etichetta di reso: ${w.url}` : ''}`,
      'return-received': (w) => `Il pacco del reso ${w.reference} è arrivato nel nostro magazzino. Lo controlliamo e ti rispondiamo al più presto.`,
      'return-accepted': (w) => (w.credit ? `Il tuo reso ${w.reference} è stato accettato: sul tuo account trovi un buono di ${w.amount}, valido un anno.` : `Il tuo reso ${w.reference} è stato accettato: ti rimborsiamo ${w.refunded} sul tuo mezzo di pagamento.`),
      'return-refused': (w) => `Non abbiamo potuto accettare il tuo reso ${w.reference}.\nMotivo: ${w.note}`,
      'return-cancelled': (w) => `Il tuo reso ${w.reference} (ordine n. ${w.order}) è stato annullato.${w.note ? `\n${w.note}` : ''}`,
    },
  },
  nl: {
    hello: (w) => `Hallo ${w.firstName},`,
    bye: (w) => `Tot snel bij ${w.shop}!`,
    creditPart: (w) => ` Het deel dat met bonnen en tegoeden betaald werd, ${w.credited}, komt terug als tegoed, één jaar geldig.`,
    subject: {
      'return-created': (w) => `Je retour ${w.reference}`,
      'return-received': (w) => `Je retourpakket ${w.reference} is aangekomen`,
      'return-accepted': (w) => `Je retour ${w.reference} is aanvaard`,
      'return-refused': (w) => `Je retour ${w.reference} is geweigerd`,
      'return-cancelled': (w) => `Je retour ${w.reference} is geannuleerd`,
    },
    body: {
      'return-created': (w) => `We hebben je retour ${w.reference} geregistreerd (bestelling nr. ${w.order}):\n${w.lines}\nRetourkosten: ${w.fee}. Bedrag dat je terugkrijgt: ${w.amount}.\nDruk het retourlabel af, kleef het op het pakket en geef het binnen 14 dagen af.${w.url ? `\nJe retourlabel: ${w.url}` : ''}`,
      'return-received': (w) => `Je retourpakket ${w.reference} is in ons magazijn aangekomen. We controleren het en laten snel van ons horen.`,
      'return-accepted': (w) => (w.credit ? `Je retour ${w.reference} is aanvaard: er staat een tegoed van ${w.amount} op je account, één jaar geldig.` : `Je retour ${w.reference} is aanvaard: we betalen ${w.refunded} terug op je betaalmiddel.`),
      'return-refused': (w) => `We konden je retour ${w.reference} niet aanvaarden.\nReden: ${w.note}`,
      'return-cancelled': (w) => `Je retour ${w.reference} (bestelling nr. ${w.order}) is geannuleerd.${w.note ? `\n${w.note}` : ''}`,
    },
  },
  de: {
    hello: (w) => `Hallo ${w.firstName},`,
    bye: (w) => `Bis bald bei ${w.shop}!`,
    creditPart: (w) => ` Der mit Gutscheinen und Guthaben bezahlte Teil, ${w.credited}, kommt als Gutschrift zurück, ein Jahr gültig.`,
    subject: {
      'return-created': (w) => `Ihre Rücksendung ${w.reference}`,
      'return-received': (w) => `Ihr Rücksendepaket ${w.reference} ist angekommen`,
      'return-accepted': (w) => `Ihre Rücksendung ${w.reference} wurde angenommen`,
      'return-refused': (w) => `Ihre Rücksendung ${w.reference} wurde abgelehnt`,
      'return-cancelled': (w) => `Ihre Rücksendung ${w.reference} wurde storniert`,
    },
    body: {
      'return-created': (w) => `Wir haben Ihre Rücksendung ${w.reference} erfasst (Bestellung Nr. ${w.order}):\n${w.lines}\nRücksendekosten: ${w.fee}. Betrag, den Sie zurückbekommen: ${w.amount}.\nDrucken Sie den Rücksendeschein aus, kleben Sie ihn auf das Paket und geben Sie es innerhalb von 14 Tagen ab.${w.url ? `\nIhr Rücksendeschein: ${w.url}` : ''}`,
      'return-received': (w) => `Ihr Rücksendepaket ${w.reference} ist in unserem Lager angekommen. Wir prüfen es und melden uns bald.`,
      'return-accepted': (w) => (w.credit ? `Ihre Rücksendung ${w.reference} wurde angenommen: Auf Ihrem Konto liegt eine Gutschrift über ${w.amount}, ein Jahr gültig.` : `Ihre Rücksendung ${w.reference} wurde angenommen: Wir erstatten ${w.refunded} auf Ihr Zahlungsmittel.`),
      'return-refused': (w) => `Wir konnten Ihre Rücksendung ${w.reference} nicht annehmen.\nGrund: ${w.note}`,
      'return-cancelled': (w) => `Ihre Rücksendung ${w.reference} (Bestellung Nr. ${w.order}) wurde storniert.${w.note ? `\n${w.note}` : ''}`,
    },
  },
  en: {
    hello: (w) => `Hello ${w.firstName},`,
    bye: (w) => `See you soon at ${w.shop}!`,
    creditPart: (w) => ` The part paid with vouchers and credits, ${w.credited}, comes back as a credit, valid one year.`,
    subject: {
      'return-created': (w) => `Your return ${w.reference}`,
      'return-received': (w) => `Your return parcel ${w.reference} has arrived`,
      'return-accepted': (w) => `Your return ${w.reference} is accepted`,
      'return-refused': (w) => `Your return ${w.reference} is refused`,
      'return-cancelled': (w) => `Your return ${w.reference} is cancelled`,
    },
    body: {
      'return-created': (w) => `We registered your return ${w.reference} (order no. ${w.order}):\n${w.lines}\nReturn fee: ${w.fee}. Amount coming back to you: ${w.amount}.\nPrint the return label, stick it on the parcel and drop it off within 14 days.${w.url ? `\nYour return label: ${w.url}` : ''}`,
      'return-received': (w) => `Your return parcel ${w.reference} has arrived at our warehouse. We are checking it and will get back to you very soon.`,
      'return-accepted': (w) => (w.credit ? `Your return ${w.reference} is accepted: a credit of ${w.amount}, valid one year, is on your account.` : `Your return ${w.reference} is accepted: ${w.refunded} is refunded to your means of payment.`),
      'return-refused': (w) => `We could not accept your return ${w.reference}.\nReason: ${w.note}`,
      'return-cancelled': (w) => `Your return ${w.reference} (order no. ${w.order}) is cancelled.${w.note ? `\n${w.note}` : ''}`,
    },
  },
};
