/** What the gift card call tells a customer, per shop language (docs/returns-api.md "Gift cards"). */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const l6 = (fr: string, es: string, it: string, nl: string, de: string, en: string): Localized => ({ fr, es, it, nl, de, en });

const TEXTS = {
  badCode: l6(
    'Le code d’une carte cadeau compte 16 caractères (lettres et chiffres).', 'El código de una tarjeta regalo tiene 16 caracteres (letras y cifras).',
    'Il codice di una carta regalo ha 16 caratteri (lettere e cifre).', 'De code van een cadeaukaart telt 16 tekens (letters en cijfers).',
    'Der Code einer Geschenkkarte hat 16 Zeichen (Buchstaben und Ziffern).', 'A gift card code has 16 characters (letters and digits).'),
  unknown: l6(
    'Ce code de carte cadeau n’existe pas. Vérifiez-le.', 'Este código de tarjeta regalo no existe. Compruébalo.',
    'Questo codice di carta regalo non esiste. Controllalo.', 'Deze cadeaukaartcode bestaat niet. Controleer hem.',
    'Diesen Geschenkkarten-Code gibt es nicht. Bitte prüfen Sie ihn.', 'This gift card code does not exist. Please check it.'),
  used: l6(
    'Cette carte cadeau a déjà été activée.', 'Esta tarjeta regalo ya se ha activado.', 'Questa carta regalo è già stata attivata.',
    'Deze cadeaukaart is al geactiveerd.', 'Diese Geschenkkarte wurde bereits aktiviert.', 'This gift card has already been activated.'),
  expired: l6(
    'Cette carte cadeau a expiré.', 'Esta tarjeta regalo ha caducado.', 'Questa carta regalo è scaduta.',
    'Deze cadeaukaart is verlopen.', 'Diese Geschenkkarte ist abgelaufen.', 'This gift card has expired.'),
  tooMany: l6(
    'Trop de codes refusés : réessayez dans quelques minutes.', 'Demasiados códigos rechazados: inténtalo de nuevo dentro de unos minutos.',
    'Troppi codici rifiutati: riprova tra qualche minuto.', 'Te veel geweigerde codes: probeer het over enkele minuten opnieuw.',
    'Zu viele abgelehnte Codes: Bitte versuchen Sie es in einigen Minuten erneut.', 'Too many refused codes: please try again in a few minutes.'),
  label: l6('Carte cadeau', 'Tarjeta regalo', 'Carta regalo', 'Cadeaukaart', 'Geschenkkarte', 'Gift card'),
} satisfies Record<string, Localized>;

export type GiftcardTextKey = keyof typeof TEXTS;

export function giftcardText(key: GiftcardTextKey, locale: LocaleCode): string {
  return TEXTS[key][locale];
}
