/** What the audit module says (issue 36): staff read it in their language; an acting session's refusal is in the customer's store language. */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const L = (fr: string, es: string, it: string, nl: string, de: string, en: string): Localized => ({ fr, es, it, nl, de, en });

const AUDIT_TEXTS = {
  adminOnly: L(
    'Réservé aux administrateurs.',
    'Reservado a los administradores.',
    'Riservato agli amministratori.',
    'Alleen voor beheerders.',
    'Nur für Administratoren.',
    'For administrators only.',
  ),
  supportOnly: L(
    'Réservé au service client.',
    'Reservado al servicio de atención al cliente.',
    'Riservato al servizio clienti.',
    'Alleen voor de klantenservice.',
    'Nur für den Kundenservice.',
    'For customer support only.',
  ),
  actingRefused: L(
    'Impossible pendant une session ouverte par le service client : le mot de passe, l’adresse e-mail, la double authentification et les cartes enregistrées restent au seul client.',
    'No es posible durante una sesión abierta por el servicio de atención al cliente: la contraseña, el correo electrónico, la doble autenticación y las tarjetas guardadas son solo del cliente.',
    'Non è possibile durante una sessione aperta dal servizio clienti: password, indirizzo e-mail, doppia autenticazione e carte salvate restano solo del cliente.',
    'Niet mogelijk in een sessie die de klantenservice heeft geopend: het wachtwoord, het e-mailadres, de tweestapsverificatie en de opgeslagen kaarten blijven van de klant alleen.',
    'Während einer vom Kundenservice geöffneten Sitzung nicht möglich: Passwort, E-Mail-Adresse, Zwei-Faktor-Authentifizierung und gespeicherte Karten bleiben allein dem Kunden vorbehalten.',
    'Not possible in a session opened by customer support: the password, the e-mail address, the second factor and the saved cards are the customer’s alone.',
  ),
  customerNotFound: L(
    'Aucun compte client ouvert ne correspond.',
    'Ninguna cuenta de cliente abierta corresponde.',
    'Nessun account cliente aperto corrisponde.',
    'Geen open klantaccount komt overeen.',
    'Kein offenes Kundenkonto passt dazu.',
    'No open customer account matches.',
  ),
  orderNotTheCustomers: L(
    'Cette commande n’appartient pas à ce client.',
    'Este pedido no pertenece a este cliente.',
    'Questo ordine non appartiene a questo cliente.',
    'Deze bestelling is niet van deze klant.',
    'Diese Bestellung gehört nicht zu diesem Kunden.',
    'This order does not belong to this customer.',
  ),
  staffAccount: L(
    'Impossible d’ouvrir la session d’un membre de l’équipe.',
    'No se puede abrir la sesión de un miembro del equipo.',
    'Impossibile aprire la sessione di un membro dello staff.',
    'De sessie van een medewerker kan niet worden geopend.',
    'Die Sitzung eines Teammitglieds kann nicht geöffnet werden.',
    'A staff member’s session cannot be opened.',
  ),
  'customer-required': L(
    'Indiquez l’adresse e-mail ou le numéro du client.',
    'Indica el correo electrónico o el número del cliente.',
    'Indicare l’indirizzo e-mail o il numero del cliente.',
    'Geef het e-mailadres of het nummer van de klant.',
    'Geben Sie die E-Mail-Adresse oder die Nummer des Kunden an.',
    'Give the customer’s e-mail address or number.',
  ),
  'order-required': L(
    'Indiquez le numéro de la commande concernée.',
    'Indica el número del pedido en cuestión.',
    'Indicare il numero dell’ordine interessato.',
    'Geef het nummer van de betreffende bestelling.',
    'Geben Sie die Nummer der betroffenen Bestellung an.',
    'Give the number of the order concerned.',
  ),
  'reason-required': L(
    'Indiquez la raison en quelques mots (10 caractères au moins).',
    'Indica el motivo en pocas palabras (10 caracteres como mínimo).',
    'Indicare il motivo in poche parole (almeno 10 caratteri).',
    'Geef de reden in een paar woorden (minstens 10 tekens).',
    'Geben Sie den Grund in wenigen Worten an (mindestens 10 Zeichen).',
    'Give the reason in a few words (10 characters at least).',
  ),
  'reason-too-long': L(
    'La raison dépasse 500 caractères.',
    'El motivo supera los 500 caracteres.',
    'Il motivo supera i 500 caratteri.',
    'De reden is langer dan 500 tekens.',
    'Der Grund ist länger als 500 Zeichen.',
    'The reason is longer than 500 characters.',
  ),
  badDate: L(
    'Date invalide : attendu AAAA-MM-JJ ou une date ISO 8601.',
    'Fecha no válida: se espera AAAA-MM-DD o una fecha ISO 8601.',
    'Data non valida: atteso AAAA-MM-GG o una data ISO 8601.',
    'Ongeldige datum: verwacht JJJJ-MM-DD of een ISO 8601-datum.',
    'Ungültiges Datum: erwartet JJJJ-MM-TT oder ein ISO-8601-Datum.',
    'Invalid date: expected YYYY-MM-DD or an ISO 8601 date.',
  ),
} satisfies Record<string, Localized>;

export type AuditTextKey = keyof typeof AUDIT_TEXTS;

export function auditText(key: AuditTextKey, locale: LocaleCode): string {
  return AUDIT_TEXTS[key][locale];
}
