/** Words of the contact form's API and mails, per shop language (SPEC §8 "contact form error"). */
import type { ContactSubject } from '../../src/domain/contact/contact-message';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const TEXTS = {
  invalid: {
    fr: 'Votre message n’a pas pu être envoyé : vérifiez les champs du formulaire.',
    es: 'No se ha podido enviar tu mensaje: revisa los campos del formulario.',
    it: 'Impossibile inviare il messaggio: controlla i campi del modulo.',
    nl: 'Je bericht kon niet worden verzonden: controleer de velden van het formulier.',
    de: 'Ihre Nachricht konnte nicht gesendet werden: Bitte prüfen Sie die Formularfelder.',
    en: 'Your message could not be sent: please check the form fields.',
  },
  orderUnknown: {
    fr: 'Nous ne trouvons pas de commande avec ce numéro pour votre adresse e-mail. Vérifiez le numéro dans votre e-mail de confirmation.',
    es: 'No encontramos ningún pedido con este número para tu dirección de correo electrónico. Comprueba el número en tu correo de confirmación.',
    it: 'Non troviamo nessun ordine con questo numero per il tuo indirizzo e-mail. Controlla il numero nella tua e-mail di conferma.',
    nl: 'We vinden geen bestelling met dit nummer voor je e-mailadres. Controleer het nummer in je bevestigingsmail.',
    de: 'Wir finden keine Bestellung mit dieser Nummer zu Ihrer E-Mail-Adresse. Bitte prüfen Sie die Nummer in Ihrer Bestätigungs-E-Mail.',
    en: 'We find no order with this number for your email address. Please check the number in your confirmation email.',
  },
  captcha: {
    fr: 'Nous n’avons pas pu vérifier que vous n’êtes pas un robot. Réessayez dans quelques instants.',
    es: 'No hemos podido comprobar que no eres un robot. Inténtalo de nuevo en unos instantes.',
    it: 'Non siamo riusciti a verificare che tu non sia un robot. Riprova tra qualche istante.',
    nl: 'We konden niet controleren dat je geen robot bent. Probeer het over enkele ogenblikken opnieuw.',
    de: 'Wir konnten nicht überprüfen, dass Sie kein Roboter sind. Bitte versuchen Sie es gleich noch einmal.',
    en: 'We could not check that you are not a robot. Please try again in a moment.',
  },
  captchaUnavailable: {
    fr: 'Le formulaire de contact est momentanément indisponible. Réessayez dans quelques instants.',
    es: 'El formulario de contacto no está disponible en este momento. Inténtalo de nuevo en unos instantes.',
    it: 'Il modulo di contatto non è al momento disponibile. Riprova tra qualche istante.',
    nl: 'Het contactformulier is tijdelijk niet beschikbaar. Probeer het over enkele ogenblikken opnieuw.',
    de: 'Das Kontaktformular ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
    en: 'The contact form is unavailable for the moment. Please try again shortly.',
  },
  tooMany: {
    fr: 'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans quelques minutes.',
    es: 'Has enviado varios mensajes en poco tiempo. Inténtalo de nuevo en unos minutos.',
    it: 'Hai inviato diversi messaggi in poco tempo. Riprova tra qualche minuto.',
    nl: 'Je hebt in korte tijd meerdere berichten verzonden. Probeer het over een paar minuten opnieuw.',
    de: 'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in ein paar Minuten erneut.',
    en: 'You have sent several messages in a short time. Please try again in a few minutes.',
  },
  notFound: {
    fr: 'Message introuvable.',
    es: 'Mensaje no encontrado.',
    it: 'Messaggio non trovato.',
    nl: 'Bericht niet gevonden.',
    de: 'Nachricht nicht gefunden.',
    en: 'Message not found.',
  },
  supportOnly: {
    fr: 'Réservé au service client.',
    es: 'Reservado al servicio de atención al cliente.',
    it: 'Riservato al servizio clienti.',
    nl: 'Alleen voor de klantenservice.',
    de: 'Nur für den Kundenservice.',
    en: 'Reserved to customer support.',
  },
} satisfies Record<string, Localized>;

export type ContactTextKey = keyof typeof TEXTS;
export const contactText = (key: ContactTextKey, locale: LocaleCode): string => TEXTS[key][locale];

export const SUBJECT_LABELS: Record<ContactSubject, Localized> = {
  order: { fr: 'Ma commande', es: 'Mi pedido', it: 'Il mio ordine', nl: 'Mijn bestelling', de: 'Meine Bestellung', en: 'My order' },
  delivery: { fr: 'Livraison', es: 'Entrega', it: 'Consegna', nl: 'Levering', de: 'Lieferung', en: 'Delivery' },
  return: { fr: 'Retour et remboursement', es: 'Devolución y reembolso', it: 'Reso e rimborso', nl: 'Retour en terugbetaling', de: 'Rücksendung und Erstattung', en: 'Return and refund' },
  product: { fr: 'Un produit', es: 'Un producto', it: 'Un prodotto', nl: 'Een product', de: 'Ein Produkt', en: 'A product' },
  account: { fr: 'Mon compte', es: 'Mi cuenta', it: 'Il mio account', nl: 'Mijn account', de: 'Mein Konto', en: 'My account' },
  other: { fr: 'Autre demande', es: 'Otra consulta', it: 'Altra richiesta', nl: 'Andere vraag', de: 'Sonstige Anfrage', en: 'Other request' },
};

/** The acknowledgement the sender receives, in the language they wrote in. */
export const ACKNOWLEDGEMENT: Record<LocaleCode, (input: { name: string; reference: string; subject: string; shop: string }) => { subject: string; text: string }> = {
  fr: ({ name, reference, subject, shop }) => ({
    subject: `${shop} : nous avons bien reçu votre message (${reference})`,
    text: `Bonjour ${name},\n\nNous avons bien reçu votre message « ${subject} ». Notre service client vous répond sous 48 heures ouvrées.\nVotre référence : ${reference}\n\nL’équipe ${shop}`,
  }),
  es: ({ name, reference, subject, shop }) => ({
    subject: `${shop}: hemos recibido tu mensaje (${reference})`,
    text: `Hola ${name}:\n\nHemos recibido tu mensaje «${subject}». Nuestro servicio de atención al cliente te responderá en un plazo de 48 horas laborables.\nTu referencia: ${reference}\n\nEl equipo de ${shop}`,
  }),
  it: ({ name, reference, subject, shop }) => ({
    subject: `${shop}: abbiamo ricevuto il tuo messaggio (${reference})`,
    text: `Ciao ${name},\n\nabbiamo ricevuto il tuo messaggio «${subject}». Il nostro servizio clienti ti risponderà entro 48 ore lavorative.\nIl tuo riferimento: ${reference}\n\nIl team ${shop}`,
  }),
  nl: ({ name, reference, subject, shop }) => ({
    subject: `${shop}: we hebben je bericht ontvangen (${reference})`,
    text: `Hallo ${name},\n\nWe hebben je bericht "${subject}" goed ontvangen. Onze klantenservice antwoordt binnen 48 werkuren.\nJe referentie: ${reference}\n\nHet ${shop}-team`,
  }),
  de: ({ name, reference, subject, shop }) => ({
    subject: `${shop}: Wir haben Ihre Nachricht erhalten (${reference})`,
    text: `Hallo ${name},\n\nwir haben Ihre Nachricht „${subject}“ erhalten. Unser Kundenservice antwortet Ihnen innerhalb von 48 Werkstunden.\nIhre Referenz: ${reference}\n\nIhr ${shop}-Team`,
  }),
  en: ({ name, reference, subject, shop }) => ({
    subject: `${shop}: we have received your message (${reference})`,
    text: `Hello ${name},\n\nWe have received your message "${subject}". Our customer support will reply within 48 working hours.\nYour reference: ${reference}\n\nThe ${shop} team`,
  }),
};
