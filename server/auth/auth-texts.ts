/**
 * The auth module's own words: the forgotten-password mail in the six shop languages. Refusals
 * are said by the accounts' texts (server/accounts/accounts-texts.ts), which the UI translates too.
 */
import type { Localized } from '../../src/domain/store/locales';

export interface PasswordResetWords {
  firstName: string;
  url: string;
  shop: string;
}

type MailText = (words: PasswordResetWords) => { subject: string; text: string };

/** The forgotten-password mail: one link, valid one hour, usable once. */
export const PASSWORD_RESET_MAIL: Localized<MailText> = {
  fr: (w) => ({
    subject: `Votre lien de connexion ${w.shop}`,
    text: `Bonjour ${w.firstName},\n\nVous avez demandé à vous connecter sans mot de passe. Ce lien vous connecte à votre compte et vous permet de choisir un nouveau mot de passe :\n\n${w.url}\n\nIl est valable une heure et ne sert qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe ne change pas.\n\n${w.shop}\n`,
  }),
  es: (w) => ({
    subject: `Tu enlace de conexión a ${w.shop}`,
    text: `Hola, ${w.firstName}:\n\nHas pedido conectarte sin contraseña. Este enlace te conecta a tu cuenta y te permite elegir una contraseña nueva:\n\n${w.url}\n\nEs válido durante una hora y solo sirve una vez. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.\n\n${w.shop}\n`,
  }),
  it: (w) => ({
    subject: `Il tuo link di accesso a ${w.shop}`,
    text: `Ciao ${w.firstName},\n\nhai chiesto di accedere senza password. Questo link ti collega al tuo account e ti permette di scegliere una nuova password:\n\n${w.url}\n\nÈ valido un'ora e si può usare una sola volta. Se non hai fatto tu questa richiesta, ignora questo messaggio: la tua password non cambia.\n\n${w.shop}\n`,
  }),
  nl: (w) => ({
    subject: `Je inloglink voor ${w.shop}`,
    text: `Hallo ${w.firstName},\n\nJe hebt gevraagd om zonder wachtwoord in te loggen. Met deze link log je in op je account en kies je een nieuw wachtwoord:\n\n${w.url}\n\nDe link is een uur geldig en werkt maar één keer. Heb je dit niet zelf gevraagd? Negeer dan dit bericht: je wachtwoord verandert niet.\n\n${w.shop}\n`,
  }),
  de: (w) => ({
    subject: `Ihr Anmeldelink für ${w.shop}`,
    text: `Hallo ${w.firstName},\n\nSie haben darum gebeten, sich ohne Passwort anzumelden. Dieser Link meldet Sie bei Ihrem Konto an und lässt Sie ein neues Passwort wählen:\n\n${w.url}\n\nEr ist eine Stunde gültig und nur einmal verwendbar. Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.\n\n${w.shop}\n`,
  }),
  en: (w) => ({
    subject: `Your ${w.shop} sign-in link`,
    text: `Hello ${w.firstName},\n\nYou asked to sign in without your password. This link signs you in to your account and lets you choose a new password:\n\n${w.url}\n\nIt is valid for one hour and works once. If you did not ask for it, ignore this message: your password does not change.\n\n${w.shop}\n`,
  }),
};
