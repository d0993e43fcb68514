/**
 * What the returns API tells a shopper or an agent, in the request's language (the way
 * server/orders/orders-texts.ts does): the status labels, the refusals, the credit's label. `{name}`
 * placeholders are filled by `returnText`. Mails and the coupon have their own words
 * (returns-mails.ts, returns-coupon.ts), in the order's language.
 */
import type { ReturnStatus } from '../../src/domain/returns/returns';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const l6 = (fr: string, es: string, it: string, nl: string, de: string, en: string): Localized => ({ fr, es, it, nl, de, en });

export const RETURN_STATUS_LABELS: Record<ReturnStatus, Localized> = {
  waitClient: l6('En attente de votre colis', 'A la espera de tu paquete', 'In attesa del tuo pacco', 'Wacht op je pakket', 'Wartet auf Ihr Paket', 'Awaiting your parcel'),
  received: l6('Colis reçu', 'Paquete recibido', 'Pacco ricevuto', 'Pakket ontvangen', 'Paket erhalten', 'Parcel received'),
  accepted: l6('Retour accepté', 'Devolución aceptada', 'Reso accettato', 'Retour aanvaard', 'Rücksendung angenommen', 'Return accepted'),
  refused: l6('Retour refusé', 'Devolución rechazada', 'Reso rifiutato', 'Retour geweigerd', 'Rücksendung abgelehnt', 'Return refused'),
  cancelled: l6('Retour annulé', 'Devolución cancelada', 'Reso annullato', 'Retour geannuleerd', 'Rücksendung storniert', 'Return cancelled'),
};

const TEXTS = {
  returnNotFound: l6("Ce retour n'existe pas.", 'Esta devolución no existe.', 'Questo reso non esiste.', 'Deze retour bestaat niet.', 'Diese Rücksendung existiert nicht.', 'This return does not exist.'),
  notDelivered: l6(
    "Seule une commande livrée peut être retournée.", 'Solo se puede devolver un pedido entregado.', 'Si può restituire solo un ordine consegnato.',
    'Alleen een geleverde bestelling kan teruggestuurd worden.', 'Nur eine zugestellte Bestellung kann zurückgeschickt werden.', 'Only a delivered order can be returned.'),
  windowClosed: l6(
    'Le délai de retour de 14 jours après la livraison est dépassé.', 'El plazo de devolución de 14 días tras la entrega ha terminado.', 'Il termine di 14 giorni dalla consegna per il reso è scaduto.',
    'De retourtermijn van 14 dagen na levering is verstreken.', 'Die Rückgabefrist von 14 Tagen nach der Zustellung ist abgelaufen.', 'The 14-day return period after delivery is over.'),
  allReturned: l6(
    'Tous les articles de cette commande ont déjà été retournés.', 'Todos los artículos de este pedido ya se han devuelto.', "Tutti gli articoli di quest'ordine sono già stati resi.",
    'Alle artikelen van deze bestelling zijn al teruggestuurd.', 'Alle Artikel dieser Bestellung wurden schon zurückgeschickt.', 'Every item of this order was already returned.'),
  noneChosen: l6('Choisissez au moins un article à retourner.', 'Elige al menos un artículo para devolver.', 'Scegli almeno un articolo da restituire.', 'Kies minstens één artikel om terug te sturen.', 'Wählen Sie mindestens einen Artikel zur Rücksendung.', 'Choose at least one item to return.'),
  tooMany: l6(
    'Vous pouvez retourner au plus {left} × {item}.', 'Puedes devolver como máximo {left} × {item}.', 'Puoi restituire al massimo {left} × {item}.',
    'Je kunt hoogstens {left} × {item} terugsturen.', 'Sie können höchstens {left} × {item} zurückschicken.', 'You can return at most {left} × {item}.'),
  unknownLine: l6(
    "L'article {line} ne fait pas partie de cette commande.", 'El artículo {line} no forma parte de este pedido.', "L'articolo {line} non fa parte di quest'ordine.",
    'Artikel {line} hoort niet bij deze bestelling.', 'Artikel {line} gehört nicht zu dieser Bestellung.', 'Item {line} is not part of this order.'),
  reasonRequired: l6('Choisissez un motif de retour pour {item}.', 'Elige un motivo de devolución para {item}.', 'Scegli un motivo di reso per {item}.', 'Kies een reden van retour voor {item}.', 'Wählen Sie einen Rückgabegrund für {item}.', 'Choose a return reason for {item}.'),
  unknownReason: l6('Ce motif de retour n’existe pas ({item}).', 'Este motivo de devolución no existe ({item}).', 'Questo motivo di reso non esiste ({item}).', 'Deze reden van retour bestaat niet ({item}).', 'Diesen Rückgabegrund gibt es nicht ({item}).', 'This return reason does not exist ({item}).'),
  commentRequired: l6('Dites-nous pourquoi vous retournez {item}.', 'Dinos por qué devuelves {item}.', 'Dicci perché restituisci {item}.', 'Vertel ons waarom je {item} terugstuurt.', 'Sagen Sie uns, warum Sie {item} zurückschicken.', 'Tell us why you return {item}.'),
  commentTooShort: l6(
    'Le commentaire pour {item} doit faire au moins 10 caractères.', 'El comentario para {item} debe tener al menos 10 caracteres.', 'Il commento per {item} deve avere almeno 10 caratteri.',
    'De opmerking bij {item} moet minstens 10 tekens hebben.', 'Der Kommentar zu {item} muss mindestens 10 Zeichen haben.', 'The comment for {item} must have at least 10 characters.'),
  commentTooLong: l6(
    'Le commentaire pour {item} doit faire au plus 1000 caractères.', 'El comentario para {item} debe tener como máximo 1000 caracteres.', 'Il commento per {item} deve avere al massimo 1000 caratteri.',
    'De opmerking bij {item} mag hoogstens 1000 tekens hebben.', 'Der Kommentar zu {item} darf höchstens 1000 Zeichen haben.', 'The comment for {item} must have at most 1000 characters.'),
  termsNotAccepted: l6(
    'Veuillez accepter les conditions de retour.', 'Acepta las condiciones de devolución.', 'Accetta le condizioni di reso.',
    'Aanvaard de retourvoorwaarden.', 'Bitte akzeptieren Sie die Rückgabebedingungen.', 'Please accept the return terms.'),
  refundType: l6(
    'Choisissez un avoir (1) ou un remboursement sur le moyen de paiement (2).', 'Elige un abono (1) o un reembolso en el medio de pago (2).', 'Scegli un buono (1) o un rimborso sul mezzo di pagamento (2).',
    'Kies een tegoed (1) of een terugbetaling op het betaalmiddel (2).', 'Wählen Sie eine Gutschrift (1) oder eine Erstattung auf das Zahlungsmittel (2).', 'Choose a credit (1) or a refund to the means of payment (2).'),
  badStatus: l6('Un retour se crée au statut waitClient.', 'Una devolución se crea con el estado waitClient.', 'Un reso si crea con lo stato waitClient.', 'Een retour wordt gemaakt met de status waitClient.', 'Eine Rücksendung wird mit dem Status waitClient angelegt.', 'A return is created with the status waitClient.'),
  keyReused: l6(
    'Cette demande de retour a déjà servi pour un autre retour.', 'Esta solicitud de devolución ya se usó para otra devolución.', 'Questa richiesta di reso è già stata usata per un altro reso.',
    'Deze retouraanvraag werd al voor een andere retour gebruikt.', 'Diese Rücksendeanfrage wurde schon für eine andere Rücksendung verwendet.', 'This return request was already used for another return.'),
  notWaiting: l6(
    'Ce retour n’attend plus de colis.', 'Esta devolución ya no espera ningún paquete.', 'Questo reso non attende più un pacco.',
    'Deze retour wacht niet meer op een pakket.', 'Diese Rücksendung wartet auf kein Paket mehr.', 'This return no longer waits for a parcel.'),
  cannotCancel: l6(
    'Seul un retour en attente de votre colis peut être annulé.', 'Solo se puede cancelar una devolución a la espera de tu paquete.', 'Si può annullare solo un reso in attesa del pacco.',
    'Alleen een retour die op je pakket wacht, kan geannuleerd worden.', 'Nur eine Rücksendung, die auf Ihr Paket wartet, kann storniert werden.', 'Only a return awaiting your parcel can be cancelled.'),
  cannotReceive: l6(
    'Seul un retour en attente du colis peut être reçu.', 'Solo se puede recibir una devolución a la espera del paquete.', 'Si può ricevere solo un reso in attesa del pacco.',
    'Alleen een retour die op het pakket wacht, kan ontvangen worden.', 'Nur eine Rücksendung, die auf das Paket wartet, kann als erhalten markiert werden.', 'Only a return awaiting its parcel can be received.'),
  cannotSettle: l6(
    'Seul un retour dont le colis est reçu peut être accepté ou refusé.', 'Solo se puede aceptar o rechazar una devolución cuyo paquete se ha recibido.', 'Si può accettare o rifiutare solo un reso il cui pacco è stato ricevuto.',
    'Alleen een retour waarvan het pakket ontvangen is, kan aanvaard of geweigerd worden.', 'Nur eine Rücksendung mit erhaltenem Paket kann angenommen oder abgelehnt werden.', 'Only a return whose parcel was received can be accepted or refused.'),
  refusalReason: l6(
    'Indiquez le motif du refus (3 à 500 caractères).', 'Indica el motivo del rechazo (de 3 a 500 caracteres).', 'Indica il motivo del rifiuto (da 3 a 500 caratteri).',
    'Geef de reden van weigering (3 tot 500 tekens).', 'Geben Sie den Ablehnungsgrund an (3 bis 500 Zeichen).', 'Give the reason for the refusal (3 to 500 characters).'),
  cannotRefundOrder: l6(
    'Seule une commande annulée après son paiement, et pas encore remboursée, peut être remboursée.', 'Solo se puede reembolsar un pedido cancelado después de pagarlo y aún no reembolsado.',
    "Si può rimborsare solo un ordine annullato dopo il pagamento e non ancora rimborsato.", 'Alleen een bestelling die na betaling geannuleerd is en nog niet terugbetaald, kan terugbetaald worden.',
    'Nur eine nach der Zahlung stornierte, noch nicht erstattete Bestellung kann erstattet werden.', 'Only an order cancelled after it was paid, and not refunded yet, can be refunded.'),
  orderNotFound: l6("Cette commande n'existe pas.", 'Este pedido no existe.', 'Questo ordine non esiste.', 'Deze bestelling bestaat niet.', 'Diese Bestellung existiert nicht.', 'This order does not exist.'),
  orderCreditLabel: l6('Remboursement de la commande {reference}', 'Reembolso del pedido {reference}', "Rimborso dell'ordine {reference}", 'Terugbetaling van bestelling {reference}', 'Erstattung der Bestellung {reference}', 'Refund of order {reference}'),
  creditLabel: l6('Avoir du retour {reference}', 'Abono de la devolución {reference}', 'Buono del reso {reference}', 'Tegoed van retour {reference}', 'Gutschrift der Rücksendung {reference}', 'Credit of return {reference}'),
} satisfies Record<string, Localized>;

export type ReturnTextKey = keyof typeof TEXTS;

export function returnText(key: ReturnTextKey, locale: LocaleCode, values: Record<string, string | number> = {}): string {
  return TEXTS[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const returnStatusLabel = (status: ReturnStatus, locale: LocaleCode): string => RETURN_STATUS_LABELS[status][locale];
