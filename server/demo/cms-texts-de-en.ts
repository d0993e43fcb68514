/** CMS page texts in German and English (HTML written by us). */
import type { CmsTexts } from './cms-context';

export const CMS_DE: CmsTexts = {
  'delivery-returns': {
    slug: 'versand-rueckgabe', title: 'Versand und Rückgabe',
    body: (c) => `<h2>Versand</h2><p>Wir liefern nach Hause, an eine Abholstation oder per Express (24 bis 48 Stunden). Der Standardversand ist ab ${c.freeShipping} kostenlos.</p>`
      + `<h2>Rückgabe</h2><p>Sie haben nach Erhalt 14 Tage Zeit, es sich anders zu überlegen. Die Rücksendekosten von ${c.returnFee} werden von der Erstattung abgezogen.</p>`
      + `<p>Melden Sie Ihre Rücksendung in <a href="${c.paths.account}">Ihrem Konto</a> an und lesen Sie unsere <a href="${c.paths.returnConditions}">Rückgabebedingungen</a>.</p>`,
  },
  terms: {
    slug: 'agb', title: 'Allgemeine Geschäftsbedingungen',
    body: (c) => `<h2>§ 1 Geltungsbereich</h2><p>Diese Bedingungen gelten für alle Käufe bei ${c.shopName} zwischen der Boutique SAS und ihren Kunden.</p>`
      + `<h2>§ 2 Preise</h2><p>Alle Preise in Euro inklusive Mehrwertsteuer. Der Standardversand ist ab ${c.freeShipping} kostenlos.</p>`
      + `<h2>§ 3 Widerrufsrecht</h2><p>Sie haben ab Erhalt 14 Tage Zeit, es sich anders zu überlegen. Es fallen Rücksendekosten von ${c.returnFee} an.</p>`
      + `<h2>§ 4 Zahlung</h2><p>Sie zahlen per Karte, Überweisung oder in 4 Raten. Die Bestellung ist bestätigt, sobald die Zahlung angenommen wurde.</p>`,
  },
  faq: {
    slug: 'haeufige-fragen', title: 'Häufige Fragen',
    body: (c) => `<h2>Wann erhalte ich meine Bestellung?</h2><p>In 4 Werktagen nach Hause, in 24 bis 48 Stunden per Express.</p>`
      + `<h2>Ist der Versand kostenlos?</h2><p>Ja, ab einem Einkaufswert von ${c.freeShipping}.</p>`
      + `<h2>Wie sende ich einen Artikel zurück?</h2><p>Sie haben 14 Tage Bedenkzeit; eine Rücksendung kostet ${c.returnFee}. Alles Weitere unter <a href="${c.paths.deliveryReturns}">Versand und Rückgabe</a>.</p>`
      + `<h2>Wie erreiche ich Sie?</h2><p>Über das <a href="${c.paths.contact}">Kontaktformular</a> oder unter ${c.phone}, montags bis freitags von 9 bis 18 Uhr.</p>`,
  },
  jobs: {
    slug: 'karriere', title: 'Karriere',
    body: (c) => `<p>Werden Sie Teil des Teams von ${c.shopName}: Einkauf, Entwicklung, Logistik und Kundenservice gestalten den Shop jeden Tag.</p>`
      + `<p>Senden Sie Ihre Bewerbung an <a href="mailto:jobs@boutique.example">jobs@boutique.example</a>.</p>`,
  },
  'promo-code': {
    slug: 'gutscheincode', title: 'Gutscheincodes',
    body: () => `<p>Geben Sie Ihren Gutscheincode im Warenkorb ein und bestätigen Sie ihn. Pro Bestellung gilt ein Code.</p>`
      + `<p>Codes gelten nicht für reduzierte Artikel oder das Outlet, sofern nicht anders angegeben.</p>`,
  },
  'legal-notices': {
    slug: 'impressum', title: 'Impressum',
    body: (c) => `<p>${c.shopName} wird betrieben von der Boutique SAS, 12 rue des Ateliers, 75011 Paris (Frankreich), RCS Paris 912 345 678.</p>`
      + `<p>Verantwortlich: Claire Martin. Kontakt: <a href="mailto:${c.email}">${c.email}</a>, ${c.phone}.</p>`
      + `<h2>Cookies</h2><p>Notwendige Cookies (Warenkorb, Anmeldung, Sprache, Sicherheit) sind immer aktiv. Reichweitenmessung, A/B-Tests und Marketing-Cookies werden nur mit Ihrer Einwilligung gesetzt, die höchstens 13 Monate gespeichert wird. Sie können Ihre Wahl jederzeit über den Link „Cookies verwalten“ am Ende jeder Seite ändern.</p>`,
  },
  'return-conditions': {
    slug: 'rueckgabebedingungen', title: 'Rückgabebedingungen',
    body: (c) => `<p>Sie haben nach Erhalt 14 Tage Zeit, einen ungetragenen Artikel mit Etiketten und in der Originalverpackung zurückzusenden.</p>`
      + `<p>Die Rücksendekosten von ${c.returnFee} werden von der Erstattung abgezogen; erstattet wird auf das ursprüngliche Zahlungsmittel oder als ein Jahr gültiges Guthaben.</p>`,
  },
};

export const CMS_EN: CmsTexts = {
  'delivery-returns': {
    slug: 'delivery-returns', title: 'Delivery and returns',
    body: (c) => `<h2>Delivery</h2><p>We deliver to your home, to a pick-up point or by express (24 to 48 hours). Standard delivery is free on orders of ${c.freeShipping} or more.</p>`
      + `<h2>Returns</h2><p>You have 14 days from delivery to change your mind. The ${c.returnFee} return fee is deducted from your refund.</p>`
      + `<p>Start a return from <a href="${c.paths.account}">your account</a> and read our <a href="${c.paths.returnConditions}">return conditions</a>.</p>`,
  },
  terms: {
    slug: 'terms-and-conditions', title: 'Terms and conditions of sale',
    body: (c) => `<h2>1. Scope</h2><p>These terms govern purchases made on ${c.shopName} between Boutique SAS and its customers.</p>`
      + `<h2>2. Prices</h2><p>Prices are shown in euros, including VAT. Standard delivery is free on orders of ${c.freeShipping} or more.</p>`
      + `<h2>3. Right of withdrawal</h2><p>You have 14 days from delivery to change your mind. A return fee of ${c.returnFee} applies.</p>`
      + `<h2>4. Payment</h2><p>Pay by card, bank transfer or in 4 instalments. Your order is confirmed once the payment is accepted.</p>`,
  },
  faq: {
    slug: 'faq', title: 'Frequently asked questions',
    body: (c) => `<h2>When will my order arrive?</h2><p>Within 5 working days to your home, or 24 to 48 hours by express.</p>`
      + `<h2>Is delivery free?</h2><p>Yes, on orders of ${c.freeShipping} or more.</p>`
      + `<h2>How do I return an item?</h2><p>You have 14 days to change your mind; a return costs ${c.returnFee}. See <a href="${c.paths.deliveryReturns}">Delivery and returns</a>.</p>`
      + `<h2>How can I contact you?</h2><p>Through the <a href="${c.paths.contact}">contact form</a> or on ${c.phone}, Monday to Friday, 9 am to 6 pm.</p>`,
  },
  jobs: {
    slug: 'jobs', title: 'Jobs',
    body: (c) => `<p>Join the ${c.shopName} team: buyers, developers, logistics and customer care build the shop every day.</p>`
      + `<p>Send your application to <a href="mailto:jobs@boutique.example">jobs@boutique.example</a>.</p>`,
  },
  'promo-code': {
    slug: 'promo-code', title: 'Promo codes',
    body: () => `<p>Enter your promo code in the basket and apply it. One code per order.</p>`
      + `<p>Codes do not apply to items already on sale or in the outlet unless stated otherwise.</p>`,
  },
  'legal-notices': {
    slug: 'legal-notices', title: 'Legal notices',
    body: (c) => `<p>${c.shopName} is published by Boutique SAS, 12 rue des Ateliers, 75011 Paris (France), RCS Paris 912 345 678.</p>`
      + `<p>Publication director: Claire Martin. Contact: <a href="mailto:${c.email}">${c.email}</a>, ${c.phone}.</p>`
      + `<h2>Cookies</h2><p>Necessary cookies (basket, sign-in, language, security) are always on. Audience measurement, A/B tests and marketing cookies are only set with your consent, kept for 13 months at most. You can change your choice at any time with the “Manage cookies” link at the bottom of every page.</p>`,
  },
  'return-conditions': {
    slug: 'return-conditions', title: 'Return conditions',
    body: (c) => `<p>You have 14 days from delivery to return an unworn item with its tags and in its original packaging.</p>`
      + `<p>The ${c.returnFee} return fee is deducted from your refund, made to the original payment method or as a credit valid for one year.</p>`,
  },
};
