/**
 * Words of support's answers to contact messages (issue 39): the mail the sender receives, in the
 * language they wrote in (German Sie, Spanish and Italian tú/tu, Dutch je), and the refusals an
 * agent may read.
 */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

export interface AnswerMailInput {
  name: string;
  reference: string;
  /** The message's subject, in the sender's language. */
  subject: string;
  shop: string;
  /** What the agent wrote. */
  text: string;
}

export const ANSWER_MAIL: Record<LocaleCode, (input: AnswerMailInput) => { subject: string; text: string }> = {
  fr: ({ name, reference, subject, shop, text }) => ({
    subject: `${shop} : réponse à votre message « ${subject} » (${reference})`,
    text: `Bonjour ${name},\n\n${text}\n\nPour nous répondre, écrivez-nous depuis la page Contact en rappelant la référence ${reference}.\n\nLe service client ${shop}`,
  }),
  es: ({ name, reference, subject, shop, text }) => ({
    subject: `${shop}: respuesta a tu mensaje «${subject}» (${reference})`,
    text: `Hola ${name}:\n\n${text}\n\nPara contestarnos, escríbenos desde la página de contacto indicando la referencia ${reference}.\n\nEl servicio de atención al cliente de ${shop}`,
  }),
  it: ({ name, reference, subject, shop, text }) => ({
    subject: `${shop}: risposta al tuo messaggio «${subject}» (${reference})`,
    text: `Ciao ${name},\n\n${text}\n\nPer risponderci, scrivici dal modulo di contatto indicando il riferimento ${reference}.\n\nIl servizio clienti ${shop}`,
  }),
  nl: ({ name, reference, subject, shop, text }) => ({
    subject: `${shop}: antwoord op je bericht "${subject}" (${reference})`,
    text: `Hallo ${name},\n\n${text}\n\nWil je ons antwoorden? Schrijf ons via de contactpagina en vermeld de referentie ${reference}.\n\nDe klantenservice van ${shop}`,
  }),
  de: ({ name, reference, subject, shop, text }) => ({
    subject: `${shop}: Antwort auf Ihre Nachricht „${subject}“ (${reference})`,
    text: `Hallo ${name},\n\n${text}\n\nUm uns zu antworten, schreiben Sie uns bitte über die Kontaktseite und nennen Sie die Referenz ${reference}.\n\nIhr Kundenservice von ${shop}`,
  }),
  en: ({ name, reference, subject, shop, text }) => ({
    subject: `${shop}: reply to your message "${subject}" (${reference})`,
    text: `Hello ${name},\n\n${text}\n\nTo reply, write to us from the Contact page quoting the reference ${reference}.\n\nThe ${shop} customer support`,
  }),
};

export const ANSWER_MIN = 2;
export const ANSWER_MAX = 5000;

const TEXTS = {
  answerInvalid: {
    fr: `La réponse fait de ${ANSWER_MIN} à ${ANSWER_MAX} caractères.`,
    es: `La respuesta tiene de ${ANSWER_MIN} a ${ANSWER_MAX} caracteres.`,
    it: `La risposta ha da ${ANSWER_MIN} a ${ANSWER_MAX} caratteri.`,
    nl: `Het antwoord telt ${ANSWER_MIN} tot ${ANSWER_MAX} tekens.`,
    de: `Die Antwort hat ${ANSWER_MIN} bis ${ANSWER_MAX} Zeichen.`,
    en: `The answer is ${ANSWER_MIN} to ${ANSWER_MAX} characters long.`,
  },
  mailFailed: {
    fr: 'La réponse n’a pas pu être envoyée par e-mail : rien n’a été enregistré, réessayez.',
    es: 'No se ha podido enviar la respuesta por correo: no se ha guardado nada, inténtalo de nuevo.',
    it: 'Impossibile inviare la risposta per e-mail: non è stato salvato nulla, riprova.',
    nl: 'Het antwoord kon niet gemaild worden: er is niets bewaard, probeer het opnieuw.',
    de: 'Die Antwort konnte nicht per E-Mail gesendet werden: Es wurde nichts gespeichert, bitte versuchen Sie es erneut.',
    en: 'The answer could not be mailed: nothing was saved, please try again.',
  },
} satisfies Record<string, Localized>;

export const answerText = (key: keyof typeof TEXTS, locale: LocaleCode): string => TEXTS[key][locale];
