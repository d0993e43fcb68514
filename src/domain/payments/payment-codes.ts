/**
 * The payment provider's answer codes (docs/checkout-api.md, SPEC §8 'Votre paiement a échoué...')
 * and our explanation of each, told to the shopper after the generic "not debited" sentence:
 * 40000xx the bank refused, 40101xx the card or its issuer, 40102xx 3-D Secure, 40103xx fraud
 * checks and technical trouble. French is the reference; English is ours too, the UI translates
 * the generic part itself for the other languages.
 */

export const PAYMENT_FAILED = 'Votre paiement a échoué, vous n\'avez pas été débité.';
const PAYMENT_FAILED_EN = 'Your payment failed; you have not been charged.';

type Texts = readonly [fr: string, en: string];

const EXPLANATIONS: Readonly<Record<string, Texts>> = {
  '4000001': ['Votre banque a refusé le paiement.', 'Your bank refused the payment.'],
  '4000002': ['Le solde de votre compte est insuffisant.', 'Your account has insufficient funds.'],
  '4000003': ['Votre carte est expirée.', 'Your card has expired.'],
  '4000004': ['Votre carte a été déclarée perdue.', 'Your card has been reported lost.'],
  '4000005': ['Votre carte a été déclarée volée.', 'Your card has been reported stolen.'],
  '4000006': ['Le plafond de paiement de votre carte est atteint.', 'Your card\'s spending limit has been reached.'],
  '4000007': ['Le cryptogramme (CVC) saisi est incorrect.', 'The security code (CVC) is incorrect.'],
  '4000008': ['La date d\'expiration saisie est incorrecte.', 'The expiry date is incorrect.'],
  '4000009': ['Le numéro de carte est invalide.', 'The card number is invalid.'],
  '4000010': ['Votre carte n\'autorise pas les paiements en ligne.', 'Your card does not allow online payments.'],
  '4000011': ['Trop de tentatives ont été faites avec cette carte.', 'Too many attempts were made with this card.'],
  '4000012': ['Le montant dépasse le maximum autorisé par paiement sur votre carte.', 'The amount exceeds your card\'s limit per payment.'],

  '4010101': ['Votre carte est bloquée par votre banque.', 'Your card is blocked by your bank.'],
  '4010102': ['Votre carte n\'est pas encore activée.', 'Your card is not activated yet.'],
  '4010103': ['Les paiements à distance sont désactivés sur votre carte.', 'Remote payments are disabled on your card.'],
  '4010104': ['Ce type de carte n\'est pas accepté.', 'This type of card is not accepted.'],
  '4010105': ['Votre carte n\'autorise pas les paiements à l\'étranger.', 'Your card does not allow payments abroad.'],
  '4010106': ['La banque qui a émis votre carte est injoignable pour le moment.', 'The bank that issued your card cannot be reached at the moment.'],
  '4010107': ['La banque qui a émis votre carte est inconnue.', 'The bank that issued your card is unknown.'],
  '4010108': ['Le compte lié à votre carte est clôturé.', 'The account linked to your card is closed.'],
  '4010109': ['Votre carte n\'accepte pas les paiements en euros.', 'Your card does not accept payments in euros.'],
  '4010110': ['Les cartes prépayées ne sont pas acceptées.', 'Prepaid cards are not accepted.'],
  '4010111': ['Une opposition a été faite sur votre carte.', 'A stop has been put on your card.'],
  '4010112': ['Votre banque n\'a pas pu vérifier le solde de votre carte.', 'Your bank could not check your card\'s balance.'],

  '4010201': ['L\'authentification 3-D Secure a échoué.', '3-D Secure authentication failed.'],
  '4010202': ['L\'authentification 3-D Secure a été abandonnée.', '3-D Secure authentication was abandoned.'],
  '4010203': ['Le délai de l\'authentification 3-D Secure est dépassé.', '3-D Secure authentication timed out.'],
  '4010204': ['Votre carte n\'est pas inscrite à 3-D Secure ; contactez votre banque.', 'Your card is not enrolled in 3-D Secure; please contact your bank.'],
  '4010205': ['Le service d\'authentification de votre banque est indisponible.', 'Your bank\'s authentication service is unavailable.'],
  '4010206': ['Le code de confirmation a été mal saisi trop de fois.', 'The confirmation code was entered wrongly too many times.'],
  '4010207': ['Votre banque a refusé l\'authentification.', 'Your bank refused the authentication.'],
  '4010208': ['Votre banque n\'a pas reconnu l\'appareil utilisé pour l\'authentification.', 'Your bank did not recognise the device used to authenticate.'],
  '4010209': ['Votre banque exige une authentification forte qui n\'a pas été faite.', 'Your bank requires strong authentication, which was not done.'],
  '4010210': ['La réponse de l\'authentification 3-D Secure est invalide.', 'The 3-D Secure authentication response is invalid.'],
  '4010211': ['Les informations du titulaire ne correspondent pas à celles de votre banque.', 'The cardholder details do not match your bank\'s.'],
  '4010212': ['Votre carte ne prend pas en charge cette version de 3-D Secure.', 'Your card does not support this version of 3-D Secure.'],

  '4010301': ['Le paiement a été bloqué par notre contrôle anti-fraude.', 'The payment was blocked by our fraud checks.'],
  '4010302': ['Votre banque a jugé ce paiement suspect.', 'Your bank considered this payment suspicious.'],
  '4010303': ['Votre carte est utilisée depuis un pays inhabituel.', 'Your card is being used from an unusual country.'],
  '4010304': ['Trop de paiements ont été faits avec cette carte en peu de temps.', 'Too many payments were made with this card in a short time.'],
  '4010305': ['Une erreur technique est survenue chez le prestataire de paiement.', 'A technical error occurred at the payment provider.'],
  '4010306': ['Votre banque n\'a pas répondu à temps.', 'Your bank did not answer in time.'],
  '4010307': ['Ce paiement a déjà été présenté.', 'This payment was already submitted.'],
  '4010308': ['La communication avec le réseau de cartes a échoué.', 'Communication with the card network failed.'],
  '4010309': ['Le service de paiement est en maintenance.', 'The payment service is under maintenance.'],
  '4010310': ['La demande de paiement est invalide.', 'The payment request is invalid.'],
  '4010311': ['La session de paiement a expiré.', 'The payment session expired.'],
  '4010312': ['Le paiement a été annulé par le prestataire.', 'The payment was cancelled by the provider.'],
};

/** Every code the provider may answer, in order (48). */
export const PAYMENT_CODES: readonly string[] = Object.keys(EXPLANATIONS);

/**
 * Codes that say the bank or the provider could not be reached, not that the payment was refused:
 * the shopper goes back with `error=unavailable` (`error=decline` for the others) and may simply retry.
 */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set(['4010106', '4010205', '4010305', '4010306', '4010308', '4010309']);

export function isPaymentCode(code: string): boolean {
  return Object.hasOwn(EXPLANATIONS, code);
}

export function isUnavailableCode(code: string): boolean {
  return UNAVAILABLE_CODES.has(code);
}

const isEnglish = (locale: string) => locale.toLowerCase().startsWith('en');

/** Our explanation of a code (French, or English for an `en` locale); undefined for an unknown code. */
export function paymentCodeExplanation(code: string | undefined | null, locale = 'fr'): string | undefined {
  const texts = code ? EXPLANATIONS[code] : undefined;
  if (!texts) return undefined;
  return isEnglish(locale) ? texts[1] : texts[0];
}

/** 'Votre paiement a échoué, vous n'avez pas été débité.' followed by the code's explanation when it is known. */
export function paymentFailureMessage(code?: string | null, locale = 'fr'): string {
  const generic = isEnglish(locale) ? PAYMENT_FAILED_EN : PAYMENT_FAILED;
  const explanation = paymentCodeExplanation(code, locale);
  return explanation ? `${generic} ${explanation}` : generic;
}
