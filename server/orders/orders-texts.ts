/**
 * What the orders API tells a shopper or an agent, in the request's language (SPEC §8: "no
 * delivery mode", "express delivery unavailable", "country not deliverable" — the French wording
 * of the last is fixed by the spec and shared with the basket and the checkout, whose words it is),
 * and the six status labels.
 * `{name}` placeholders are filled by `orderText`.
 */
import type { OrderStatus } from '../../src/domain/orders/order';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import { checkoutText } from '../checkout/checkout-service';

const l6 = (fr: string, es: string, it: string, nl: string, de: string, en: string): Localized => ({ fr, es, it, nl, de, en });

export const STATUS_LABELS: Record<OrderStatus, Localized> = {
  awaiting_payment: l6('En attente de paiement', 'Pendiente de pago', 'In attesa di pagamento', 'Wacht op betaling', 'Zahlung ausstehend', 'Awaiting payment'),
  paid: l6('Payée', 'Pagado', 'Pagato', 'Betaald', 'Bezahlt', 'Paid'),
  preparing: l6('En préparation', 'En preparación', 'In preparazione', 'In voorbereiding', 'In Vorbereitung', 'Being prepared'),
  shipped: l6('Expédiée', 'Enviado', 'Spedito', 'Verzonden', 'Versandt', 'Shipped'),
  delivered: l6('Livrée', 'Entregado', 'Consegnato', 'Geleverd', 'Zugestellt', 'Delivered'),
  cancelled: l6('Annulée', 'Cancelado', 'Annullato', 'Geannuleerd', 'Storniert', 'Cancelled'),
};

const TEXTS = {
  badDay: l6('Date invalide (AAAA-MM-JJ).', 'Fecha no válida (AAAA-MM-DD).', 'Data non valida (AAAA-MM-GG).', 'Ongeldige datum (JJJJ-MM-DD).', 'Ungültiges Datum (JJJJ-MM-TT).', 'Invalid date (YYYY-MM-DD).'),
  refundedToPayer: l6('Remboursée au payeur', 'Reembolsado al pagador', 'Rimborsato al pagante', 'Terugbetaald aan de betaler', 'An den Zahler erstattet', 'Refunded to the payer'),
  refundedAsCredit: l6('Remboursée en avoir', 'Reembolsado como abono', 'Rimborsato come buono', 'Terugbetaald als tegoed', 'Als Gutschrift erstattet', 'Refunded as a credit'),
  termsNotAccepted: l6(
    'Veuillez accepter les conditions générales de vente.', 'Acepta las condiciones generales de venta.', 'Accetta le condizioni generali di vendita.',
    'Aanvaard de algemene verkoopvoorwaarden.', 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.', 'Please accept the terms and conditions of sale.'),
  emptyBasket: l6('Votre panier est vide.', 'Tu cesta está vacía.', 'Il carrello è vuoto.', 'Je winkelmand is leeg.', 'Ihr Warenkorb ist leer.', 'Your basket is empty.'),
  noDeliveryMode: l6(
    'Veuillez choisir un mode de livraison.', 'Elige un modo de entrega.', 'Scegli una modalità di consegna.',
    'Kies een leveringswijze.', 'Bitte wählen Sie eine Versandart.', 'Please choose a delivery method.'),
  expressUnavailable: l6(
    "La livraison express n'est pas disponible pour cette destination.", 'La entrega exprés no está disponible para este destino.',
    'La consegna express non è disponibile per questa destinazione.', 'Expreslevering is niet beschikbaar voor deze bestemming.',
    'Expresslieferung ist für dieses Ziel nicht verfügbar.', 'Express delivery is not available for this destination.'),
  carrierNeedsRelay: l6(
    'Ce mode de livraison demande un point relais.', 'Este modo de entrega requiere un punto de recogida.', 'Questa modalità di consegna richiede un punto di ritiro.',
    'Deze leveringswijze vraagt een afhaalpunt.', 'Diese Versandart braucht eine Abholstelle.', 'This delivery method needs a pick-up point.'),
  carrierNeedsAddress: l6(
    'Ce mode de livraison demande une adresse.', 'Este modo de entrega requiere una dirección.', 'Questa modalità di consegna richiede un indirizzo.',
    'Deze leveringswijze vraagt een adres.', 'Diese Versandart braucht eine Adresse.', 'This delivery method needs an address.'),
  unknownAddress: l6("Cette adresse n'existe pas.", 'Esta dirección no existe.', 'Questo indirizzo non esiste.', 'Dit adres bestaat niet.', 'Diese Adresse existiert nicht.', 'This address does not exist.'),
  addressPostcodeInvalid: l6(
    "Le code postal de cette adresse n'est pas valable pour son pays : corrigez-le dans votre carnet d'adresses.",
    'El código postal de esta dirección no es válido para su país: corrígelo en tu libreta de direcciones.',
    'Il codice postale di questo indirizzo non è valido per il suo paese: correggilo nella tua rubrica.',
    'De postcode van dit adres klopt niet voor het land: pas hem aan in je adresboek.',
    'Die Postleitzahl dieser Adresse ist für ihr Land nicht gültig: Bitte korrigieren Sie sie in Ihrem Adressbuch.',
    "This address's postcode is not valid for its country: correct it in your address book.",
  ),
  noBillingAddress: l6(
    'Veuillez ajouter une adresse de facturation.', 'Añade una dirección de facturación.', 'Aggiungi un indirizzo di fatturazione.',
    'Voeg een factuuradres toe.', 'Bitte fügen Sie eine Rechnungsadresse hinzu.', 'Please add a billing address.'),
  unknownRelayPoint: l6("Ce point relais n'existe pas.", 'Este punto de recogida no existe.', 'Questo punto di ritiro non esiste.', 'Dit afhaalpunt bestaat niet.', 'Diese Abholstelle existiert nicht.', 'This pick-up point does not exist.'),
  instalmentsMinimum: l6(
    'Le paiement en 4 fois est possible à partir de {amount}.', 'El pago en 4 veces es posible a partir de {amount}.', 'Il pagamento in 4 rate è possibile da {amount}.',
    'Betalen in 4 keer kan vanaf {amount}.', 'Ratenzahlung in 4 Raten ist ab {amount} möglich.', 'Paying in 4 is possible from {amount}.'),
  balanceTooLow: l6(
    'Votre solde de bons et avoirs ne couvre pas le total de la commande.', 'Tu saldo de vales y abonos no cubre el total del pedido.',
    "Il saldo di buoni e crediti non copre il totale dell'ordine.", 'Je tegoed aan bonnen en kredieten dekt het totaal van de bestelling niet.',
    'Ihr Guthaben aus Gutscheinen deckt den Bestellwert nicht.', 'Your voucher and credit balance does not cover the order total.'),
  balanceCovers: l6(
    'Vos bons et avoirs couvrent toute la commande : choisissez le paiement par bons et avoirs.', 'Tus vales y abonos cubren todo el pedido: elige el pago con vales y abonos.',
    "I buoni e i crediti coprono l'intero ordine: scegli il pagamento con buoni e crediti.", 'Je bonnen en kredieten dekken de hele bestelling: kies betalen met bonnen en kredieten.',
    'Ihre Gutscheine und Guthaben decken die ganze Bestellung: Wählen Sie die Zahlung mit Gutscheinen und Guthaben.', 'Your vouchers and credits cover the whole order: choose to pay with vouchers and credits.'),
  balanceChanged: l6(
    'Votre solde de bons et avoirs a changé entre-temps : vérifiez le paiement et validez à nouveau.', 'Tu saldo de vales y abonos ha cambiado mientras tanto: revisa el pago y confirma de nuevo.',
    'Il saldo di buoni e crediti è cambiato nel frattempo: controlla il pagamento e conferma di nuovo.', 'Je tegoed aan bonnen en kredieten is intussen veranderd: controleer de betaling en bevestig opnieuw.',
    'Ihr Guthaben aus Gutscheinen hat sich inzwischen geändert: Prüfen Sie die Zahlung und bestätigen Sie erneut.', 'Your voucher and credit balance changed meanwhile: check the payment and confirm again.'),
  unknownCard: l6("Cette carte n'existe pas.", 'Esta tarjeta no existe.', 'Questa carta non esiste.', 'Deze kaart bestaat niet.', 'Diese Karte existiert nicht.', 'This card does not exist.'),
  cardNotForMethod: l6(
    'Une carte enregistrée ne sert qu’au paiement par carte.', 'Una tarjeta guardada solo sirve para pagar con tarjeta.', 'Una carta salvata serve solo per il pagamento con carta.',
    'Een bewaarde kaart dient alleen voor kaartbetalingen.', 'Eine gespeicherte Karte gilt nur für Kartenzahlungen.', 'A saved card is only for card payments.'),
  stock: l6(
    "Plus assez de stock pour : {items}.", 'No queda suficiente stock de: {items}.', 'Scorte insufficienti per: {items}.',
    'Niet genoeg voorraad voor: {items}.', 'Nicht mehr genug auf Lager: {items}.', 'Not enough stock left for: {items}.'),
  priceChanged: l6(
    'Le total de votre commande a changé : {total}.', 'El total de tu pedido ha cambiado: {total}.', "Il totale dell'ordine è cambiato: {total}.",
    'Het totaal van je bestelling is gewijzigd: {total}.', 'Der Gesamtbetrag Ihrer Bestellung hat sich geändert: {total}.', 'Your order total has changed: {total}.'),
  keyReused: l6(
    "Cette tentative de commande a déjà servi pour une autre demande.", 'Este intento de pedido ya se usó para otra solicitud.', "Questo tentativo d'ordine è già stato usato per un'altra richiesta.",
    'Deze bestelpoging werd al voor een ander verzoek gebruikt.', 'Dieser Bestellversuch wurde schon für eine andere Anfrage verwendet.', 'This order attempt was already used for another request.'),
  badKey: l6(
    "L'en-tête Idempotency-Key doit faire 16 à 100 caractères parmi A-Z, a-z, 0-9, _ et -.", 'La cabecera Idempotency-Key debe tener de 16 a 100 caracteres A-Z, a-z, 0-9, _ o -.',
    "L'intestazione Idempotency-Key deve avere da 16 a 100 caratteri tra A-Z, a-z, 0-9, _ e -.", 'De header Idempotency-Key moet 16 tot 100 tekens A-Z, a-z, 0-9, _ of - hebben.',
    'Der Header Idempotency-Key muss 16 bis 100 Zeichen aus A-Z, a-z, 0-9, _ und - haben.', 'The Idempotency-Key header must be 16 to 100 characters among A-Z, a-z, 0-9, _ and -.'),
  orderNotFound: l6("Cette commande n'existe pas.", 'Este pedido no existe.', 'Questo ordine non esiste.', 'Deze bestelling bestaat niet.', 'Diese Bestellung existiert nicht.', 'This order does not exist.'),
  paymentUnavailable: l6(
    'Le paiement est momentanément indisponible, merci de réessayer dans quelques instants.', 'El pago no está disponible por el momento, inténtalo de nuevo en unos instantes.',
    'Il pagamento non è al momento disponibile, riprova tra qualche istante.', 'Betalen is tijdelijk niet mogelijk, probeer het zo opnieuw.',
    'Die Zahlung ist gerade nicht möglich, bitte versuchen Sie es gleich noch einmal.', 'Payment is unavailable for a moment, please try again shortly.'),
  billNotReady: l6(
    'La facture est disponible une fois la commande payée.', 'La factura está disponible una vez pagado el pedido.', "La fattura è disponibile dopo il pagamento dell'ordine.",
    'De factuur is beschikbaar zodra de bestelling betaald is.', 'Die Rechnung gibt es, sobald die Bestellung bezahlt ist.', 'The bill is available once the order is paid.'),
  supportOnly: l6('Réservé au service client.', 'Reservado al servicio de atención al cliente.', 'Riservato al servizio clienti.', 'Alleen voor de klantendienst.', 'Nur für den Kundenservice.', 'For customer support only.'),
  cannotShip: l6(
    "Seule une commande payée ou en préparation peut être expédiée.", 'Solo se puede enviar un pedido pagado o en preparación.', 'Si può spedire solo un ordine pagato o in preparazione.',
    'Alleen een betaalde of voorbereide bestelling kan verzonden worden.', 'Nur eine bezahlte oder vorbereitete Bestellung kann versandt werden.', 'Only a paid or prepared order can be shipped.'),
  cannotDeliver: l6(
    "Seule une commande expédiée peut être livrée.", 'Solo se puede entregar un pedido enviado.', 'Si può consegnare solo un ordine spedito.',
    'Alleen een verzonden bestelling kan geleverd worden.', 'Nur eine versandte Bestellung kann zugestellt werden.', 'Only a shipped order can be delivered.'),
  cannotMarkPaid: l6(
    "Seule une commande par virement ou chèque en attente de paiement peut être marquée payée.", 'Solo un pedido por transferencia o cheque pendiente de pago puede marcarse como pagado.',
    'Solo un ordine con bonifico o assegno in attesa di pagamento può essere segnato come pagato.', 'Alleen een bestelling per overschrijving of cheque die op betaling wacht, kan als betaald gemarkeerd worden.',
    'Nur eine Bestellung per Überweisung oder Scheck, die auf Zahlung wartet, kann als bezahlt markiert werden.', 'Only a transfer or cheque order awaiting payment can be marked paid.'),
  cannotCancel: l6(
    "Une commande expédiée, livrée ou annulée ne peut plus être annulée.", 'Un pedido enviado, entregado o cancelado ya no se puede cancelar.', 'Un ordine spedito, consegnato o annullato non può più essere annullato.',
    'Een verzonden, geleverde of geannuleerde bestelling kan niet meer geannuleerd worden.', 'Eine versandte, zugestellte oder stornierte Bestellung kann nicht mehr storniert werden.', 'A shipped, delivered or cancelled order can no longer be cancelled.'),
} satisfies Record<string, Localized>;

export type OrderTextKey = keyof typeof TEXTS | 'countryNotDeliverable';

export function orderText(key: OrderTextKey, locale: LocaleCode, values: Record<string, string> = {}): string {
  const text = key === 'countryNotDeliverable' ? checkoutText('countryNotDeliverable', locale) : TEXTS[key][locale] ?? TEXTS[key].fr;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function statusLabel(status: OrderStatus, locale: LocaleCode): string {
  return STATUS_LABELS[status][locale] ?? STATUS_LABELS[status].fr;
}
