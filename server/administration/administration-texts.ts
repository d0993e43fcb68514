/** The administration module's words, per shop language (back-office answers; German Sie, Spanish tú, Italian tu, Dutch je). */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const ADMINISTRATION_TEXTS = {
  adminOnly: {
    fr: 'Réservé aux administrateurs.',
    es: 'Reservado a los administradores.',
    it: 'Riservato agli amministratori.',
    nl: 'Alleen voor beheerders.',
    de: 'Nur für Administratoren.',
    en: 'For administrators only.',
  },
  staffOnly: {
    fr: 'Réservé à l’équipe de la boutique.',
    es: 'Reservado al equipo de la tienda.',
    it: 'Riservato allo staff del negozio.',
    nl: 'Alleen voor het team van de winkel.',
    de: 'Nur für das Team des Shops.',
    en: 'For the shop’s staff only.',
  },
  mailNotFound: {
    fr: 'Aucun mail de ce numéro dans le journal des envois.',
    es: 'No hay ningún correo con ese número en el registro de envíos.',
    it: 'Nessuna e-mail con questo numero nel registro degli invii.',
    nl: 'Geen mail met dit nummer in het verzendlogboek.',
    de: 'Keine E-Mail mit dieser Nummer im Versandprotokoll.',
    en: 'No mail of that id in the mail log.',
  },
  mailNotFailed: {
    fr: 'Ce mail n’est pas en échec : il est déjà parti.',
    es: 'Este correo no ha fallado: ya se ha enviado.',
    it: 'Questa e-mail non è in errore: è già partita.',
    nl: 'Deze mail is niet mislukt: hij is al verstuurd.',
    de: 'Diese E-Mail ist nicht fehlgeschlagen: Sie wurde bereits versendet.',
    en: 'This mail has not failed: it has been sent already.',
  },
  mailBeingSent: {
    fr: 'Ce mail est en cours d’envoi : réessayez dans une minute.',
    es: 'Este correo se está enviando: inténtalo de nuevo dentro de un minuto.',
    it: 'Questa e-mail è in fase di invio: riprova tra un minuto.',
    nl: 'Deze mail wordt nu verstuurd: probeer het over een minuut opnieuw.',
    de: 'Diese E-Mail wird gerade versendet: Versuchen Sie es in einer Minute erneut.',
    en: 'This mail is being sent right now: try again in a minute.',
  },
  maintenanceForced: {
    fr: 'La maintenance est imposée par la configuration du serveur (MAINTENANCE=1) : l’interrupteur n’y change rien tant qu’elle y est.',
    es: 'El mantenimiento lo impone la configuración del servidor (MAINTENANCE=1): el interruptor no cambia nada mientras siga ahí.',
    it: 'La manutenzione è imposta dalla configurazione del server (MAINTENANCE=1): l’interruttore non cambia nulla finché resta lì.',
    nl: 'Het onderhoud wordt opgelegd door de serverconfiguratie (MAINTENANCE=1): de schakelaar verandert niets zolang die er staat.',
    de: 'Die Wartung wird von der Serverkonfiguration erzwungen (MAINTENANCE=1): Der Schalter ändert nichts, solange sie dort steht.',
    en: 'Maintenance is forced by the server’s configuration (MAINTENANCE=1): the switch changes nothing while it is there.',
  },
} satisfies Record<string, Localized>;

export type AdministrationTextKey = keyof typeof ADMINISTRATION_TEXTS;

export function administrationText(key: AdministrationTextKey, locale: LocaleCode): string {
  return ADMINISTRATION_TEXTS[key][locale];
}
