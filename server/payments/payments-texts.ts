/**
 * The words of the sandbox provider's hosted pages and answers, in the payment's language (the
 * shop passes its locale). A real provider speaks many languages; the sandbox speaks the shop's six.
 */
type Key =
  | 'title' | 'sandbox' | 'amount' | 'reference' | 'instalments' | 'number' | 'expiry' | 'expiryPlaceholder' | 'cvc' | 'holder' | 'pay' | 'cancel'
  | 'testCards' | 'testCardsHint' | 'challengeTitle' | 'challengeHint' | 'code' | 'confirm' | 'paypalTitle' | 'paypalHint'
  | 'approve' | 'ended' | 'back' | 'notFound'
  | 'invalid-number' | 'invalid-brand' | 'invalid-expiry' | 'invalid-cvc' | 'invalid-holder' | 'attemptsLeft'
  | 'already-ended' | 'wrong-step' | 'expired';

type Texts = Record<Key, string>;

const fr: Texts = {
  title: 'Paiement sécurisé',
  sandbox: 'Environnement de test : aucun paiement réel n\'est effectué.',
  amount: 'Montant',
  reference: 'Commande',
  instalments: 'en {n} fois',
  number: 'Numéro de carte',
  expiry: 'Expiration (MM/AA)', expiryPlaceholder: 'MM/AA',
  cvc: 'Cryptogramme (CVC)',
  holder: 'Titulaire de la carte',
  pay: 'Payer',
  cancel: 'Annuler et revenir à la boutique',
  testCards: 'Cartes de test',
  testCardsHint: 'Toute date future et tout CVC à 3 chiffres conviennent.',
  challengeTitle: 'Authentification 3-D Secure',
  challengeHint: 'Votre banque vous demande de confirmer ce paiement. Saisissez le code reçu (en test : 123456).',
  code: 'Code de confirmation',
  confirm: 'Confirmer',
  paypalTitle: 'PayPal (test)',
  paypalHint: 'Connecté au compte PayPal de test. Approuvez-vous ce paiement ?',
  approve: 'Approuver le paiement',
  ended: 'Ce paiement est terminé.',
  back: 'Revenir à la boutique',
  notFound: 'Ce paiement n\'existe pas.',
  'invalid-number': 'Le numéro de carte est invalide.',
  'invalid-brand': 'Seules les cartes Visa, Mastercard et American Express sont acceptées.',
  'invalid-expiry': 'La date d\'expiration est invalide ou dépassée.',
  'invalid-cvc': 'Le cryptogramme est invalide (3 chiffres, 4 pour American Express).',
  'invalid-holder': 'Indiquez le nom du titulaire de la carte.',
  attemptsLeft: 'Essais restants : {n}.',
  'already-ended': 'Ce paiement est déjà terminé.',
  'wrong-step': 'Ce paiement n\'attend pas cette étape.',
  expired: 'Le délai pour payer est dépassé : revenez à la boutique pour réessayer.',
};

const en: Texts = {
  title: 'Secure payment',
  sandbox: 'Test environment: no real payment is made.',
  amount: 'Amount',
  reference: 'Order',
  instalments: 'in {n} instalments',
  number: 'Card number',
  expiry: 'Expiry (MM/YY)', expiryPlaceholder: 'MM/YY',
  cvc: 'Security code (CVC)',
  holder: 'Cardholder name',
  pay: 'Pay',
  cancel: 'Cancel and return to the shop',
  testCards: 'Test cards',
  testCardsHint: 'Any future date and any 3-digit CVC will do.',
  challengeTitle: '3-D Secure authentication',
  challengeHint: 'Your bank asks you to confirm this payment. Enter the code you received (in test: 123456).',
  code: 'Confirmation code',
  confirm: 'Confirm',
  paypalTitle: 'PayPal (test)',
  paypalHint: 'Signed in to the test PayPal account. Do you approve this payment?',
  approve: 'Approve the payment',
  ended: 'This payment is over.',
  back: 'Return to the shop',
  notFound: 'This payment does not exist.',
  'invalid-number': 'The card number is invalid.',
  'invalid-brand': 'Only Visa, Mastercard and American Express cards are accepted.',
  'invalid-expiry': 'The expiry date is invalid or past.',
  'invalid-cvc': 'The security code is invalid (3 digits, 4 for American Express).',
  'invalid-holder': 'Enter the cardholder\'s name.',
  attemptsLeft: 'Attempts left: {n}.',
  'already-ended': 'This payment is already over.',
  'wrong-step': 'This payment is not waiting for this step.',
  expired: 'The time to pay has run out: go back to the shop to try again.',
};

const es: Texts = {
  ...en,
  title: 'Pago seguro', sandbox: 'Entorno de prueba: no se realiza ningún pago real.', amount: 'Importe', reference: 'Pedido',
  instalments: 'en {n} plazos', number: 'Número de tarjeta', expiry: 'Caducidad (MM/AA)', expiryPlaceholder: 'MM/AA', cvc: 'Código de seguridad (CVC)',
  holder: 'Titular de la tarjeta', pay: 'Pagar', cancel: 'Cancelar y volver a la tienda', testCards: 'Tarjetas de prueba',
  challengeTitle: 'Autenticación 3-D Secure', code: 'Código de confirmación', confirm: 'Confirmar', approve: 'Aprobar el pago',
  ended: 'Este pago ha terminado.', back: 'Volver a la tienda', 'invalid-number': 'El número de tarjeta no es válido.',
  'invalid-expiry': 'La fecha de caducidad no es válida o ya pasó.', attemptsLeft: 'Intentos restantes: {n}.',
  testCardsHint: 'Sirve cualquier fecha futura y cualquier CVC de 3 cifras.', challengeHint: 'Tu banco te pide confirmar este pago. Introduce el código recibido (en pruebas: 123456).',
  paypalHint: 'Sesión iniciada en la cuenta PayPal de prueba. ¿Apruebas este pago?', notFound: 'Este pago no existe.',
  'invalid-brand': 'Solo se aceptan tarjetas Visa, Mastercard y American Express.', 'invalid-cvc': 'El código de seguridad no es válido (3 cifras, 4 para American Express).',
  'invalid-holder': 'Indica el nombre del titular de la tarjeta.', 'already-ended': 'Este pago ya ha terminado.', 'wrong-step': 'Este pago no espera este paso.',
  expired: 'Se ha agotado el tiempo para pagar: vuelve a la tienda para intentarlo de nuevo.',
};

const it: Texts = {
  ...en,
  title: 'Pagamento sicuro', sandbox: 'Ambiente di prova: nessun pagamento reale viene effettuato.', amount: 'Importo', reference: 'Ordine',
  instalments: 'in {n} rate', number: 'Numero della carta', expiry: 'Scadenza (MM/AA)', expiryPlaceholder: 'MM/AA', cvc: 'Codice di sicurezza (CVC)',
  holder: 'Titolare della carta', pay: 'Paga', cancel: 'Annulla e torna al negozio', testCards: 'Carte di prova',
  challengeTitle: 'Autenticazione 3-D Secure', code: 'Codice di conferma', confirm: 'Conferma', approve: 'Approva il pagamento',
  ended: 'Questo pagamento è terminato.', back: 'Torna al negozio', 'invalid-number': 'Il numero della carta non è valido.',
  'invalid-expiry': 'La data di scadenza non è valida o è passata.', attemptsLeft: 'Tentativi rimasti: {n}.',
  testCardsHint: 'Va bene qualsiasi data futura e qualsiasi CVC di 3 cifre.', challengeHint: 'La tua banca ti chiede di confermare questo pagamento. Inserisci il codice ricevuto (in prova: 123456).',
  paypalHint: 'Accesso effettuato al conto PayPal di prova. Approvi questo pagamento?', notFound: 'Questo pagamento non esiste.',
  'invalid-brand': 'Sono accettate solo carte Visa, Mastercard e American Express.', 'invalid-cvc': 'Il codice di sicurezza non è valido (3 cifre, 4 per American Express).',
  'invalid-holder': 'Indica il nome del titolare della carta.', 'already-ended': 'Questo pagamento è già terminato.', 'wrong-step': 'Questo pagamento non attende questo passaggio.',
  expired: 'Il tempo per pagare è scaduto: torna al negozio per riprovare.',
};

const nl: Texts = {
  ...en,
  title: 'Veilig betalen', sandbox: 'Testomgeving: er wordt geen echte betaling gedaan.', amount: 'Bedrag', reference: 'Bestelling',
  instalments: 'in {n} termijnen', number: 'Kaartnummer', expiry: 'Vervaldatum (MM/JJ)', expiryPlaceholder: 'MM/JJ', cvc: 'Beveiligingscode (CVC)',
  holder: 'Naam kaarthouder', pay: 'Betalen', cancel: 'Annuleren en terug naar de winkel', testCards: 'Testkaarten',
  challengeTitle: '3-D Secure-verificatie', code: 'Bevestigingscode', confirm: 'Bevestigen', approve: 'Betaling goedkeuren',
  ended: 'Deze betaling is afgelopen.', back: 'Terug naar de winkel', 'invalid-number': 'Het kaartnummer is ongeldig.',
  'invalid-expiry': 'De vervaldatum is ongeldig of verstreken.', attemptsLeft: 'Resterende pogingen: {n}.',
  testCardsHint: 'Elke toekomstige datum en elke CVC van 3 cijfers is goed.', challengeHint: 'Je bank vraagt je deze betaling te bevestigen. Voer de ontvangen code in (in test: 123456).',
  paypalHint: 'Aangemeld bij de PayPal-testrekening. Keur je deze betaling goed?', notFound: 'Deze betaling bestaat niet.',
  'invalid-brand': 'Alleen Visa-, Mastercard- en American Express-kaarten worden aanvaard.', 'invalid-cvc': 'De beveiligingscode is ongeldig (3 cijfers, 4 voor American Express).',
  'invalid-holder': 'Vul de naam van de kaarthouder in.', 'already-ended': 'Deze betaling is al afgelopen.', 'wrong-step': 'Deze betaling wacht niet op deze stap.',
  expired: 'De tijd om te betalen is verstreken: ga terug naar de winkel om het opnieuw te proberen.',
};

const de: Texts = {
  ...en,
  title: 'Sichere Zahlung', sandbox: 'Testumgebung: Es wird keine echte Zahlung ausgeführt.', amount: 'Betrag', reference: 'Bestellung',
  instalments: 'in {n} Raten', number: 'Kartennummer', expiry: 'Ablaufdatum (MM/JJ)', expiryPlaceholder: 'MM/JJ', cvc: 'Prüfnummer (CVC)',
  holder: 'Karteninhaber', pay: 'Bezahlen', cancel: 'Abbrechen und zurück zum Shop', testCards: 'Testkarten',
  challengeTitle: '3-D-Secure-Authentifizierung', code: 'Bestätigungscode', confirm: 'Bestätigen', approve: 'Zahlung genehmigen',
  ended: 'Diese Zahlung ist beendet.', back: 'Zurück zum Shop', 'invalid-number': 'Die Kartennummer ist ungültig.',
  'invalid-expiry': 'Das Ablaufdatum ist ungültig oder abgelaufen.', attemptsLeft: 'Verbleibende Versuche: {n}.',
  testCardsHint: 'Jedes zukünftige Datum und jede 3-stellige Prüfnummer funktioniert.', challengeHint: 'Ihre Bank bittet Sie, diese Zahlung zu bestätigen. Geben Sie den erhaltenen Code ein (im Test: 123456).',
  paypalHint: 'Beim PayPal-Testkonto angemeldet. Genehmigen Sie diese Zahlung?', notFound: 'Diese Zahlung gibt es nicht.',
  'invalid-brand': 'Nur Visa-, Mastercard- und American-Express-Karten werden akzeptiert.', 'invalid-cvc': 'Die Prüfnummer ist ungültig (3 Ziffern, 4 bei American Express).',
  'invalid-holder': 'Geben Sie den Namen des Karteninhabers ein.', 'already-ended': 'Diese Zahlung ist bereits beendet.', 'wrong-step': 'Diese Zahlung wartet nicht auf diesen Schritt.',
  expired: 'Die Zeit zum Bezahlen ist abgelaufen: Gehen Sie zurück zum Shop, um es erneut zu versuchen.',
};

const TEXTS: Record<string, Texts> = { fr, en, es, it, nl, de };

export type SandboxTextKey = Key;

/** The page language: the locale's language when the sandbox speaks it, French otherwise. */
export function sandboxLanguage(locale: string): string {
  const language = locale.slice(0, 2).toLowerCase();
  return Object.hasOwn(TEXTS, language) ? language : 'fr';
}

export function sandboxText(locale: string, key: Key, values: Record<string, string | number> = {}): string {
  return TEXTS[sandboxLanguage(locale)][key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
