/** CMS page texts in Italian and Dutch (HTML written by us). */
import type { CmsTexts } from './cms-context';

export const CMS_IT: CmsTexts = {
  'delivery-returns': {
    slug: 'spedizioni-resi', title: 'Spedizioni e resi',
    body: (c) => `<h2>Spedizioni</h2><p>Consegniamo a domicilio, in un punto di ritiro o in express (24-48 h). La spedizione standard è gratuita a partire da ${c.freeShipping}.</p>`
      + `<h2>Resi</h2><p>Hai 14 giorni dal ricevimento per cambiare idea. Le spese di reso di ${c.returnFee} sono detratte dal rimborso.</p>`
      + `<p>Richiedi il reso dal <a href="${c.paths.account}">tuo account</a> e leggi le <a href="${c.paths.returnConditions}">condizioni di reso</a>.</p>`,
  },
  terms: {
    slug: 'condizioni-generali', title: 'Condizioni generali di vendita',
    body: (c) => `<h2>1. Oggetto</h2><p>Le presenti condizioni regolano le vendite concluse su ${c.shopName} tra Boutique SAS e i suoi clienti.</p>`
      + `<h2>2. Prezzi</h2><p>I prezzi sono indicati in euro, IVA inclusa. La spedizione standard è gratuita a partire da ${c.freeShipping}.</p>`
      + `<h2>3. Diritto di recesso</h2><p>Hai 14 giorni dal ricevimento per cambiare idea. Si applicano spese di reso di ${c.returnFee}.</p>`
      + `<h2>4. Pagamento</h2><p>Puoi pagare con carta, bonifico o in 4 rate. L'ordine è confermato all'accettazione del pagamento.</p>`,
  },
  faq: {
    slug: 'domande-frequenti', title: 'Domande frequenti',
    body: (c) => `<h2>Quando riceverò il mio ordine?</h2><p>In 5 giorni lavorativi a domicilio, in 24-48 h con la consegna express.</p>`
      + `<h2>La spedizione è gratuita?</h2><p>Sì, a partire da ${c.freeShipping} di acquisto.</p>`
      + `<h2>Come restituisco un articolo?</h2><p>Hai 14 giorni per cambiare idea; il reso costa ${c.returnFee}. Tutti i dettagli in <a href="${c.paths.deliveryReturns}">Spedizioni e resi</a>.</p>`
      + `<h2>Come contattarvi?</h2><p>Con il <a href="${c.paths.contact}">modulo di contatto</a> o al ${c.phone}, dal lunedì al venerdì dalle 9 alle 18.</p>`,
  },
  jobs: {
    slug: 'lavora-con-noi', title: 'Lavora con noi',
    body: (c) => `<p>Entra nel team di ${c.shopName}: buyer, sviluppatori, logistica e assistenza clienti costruiscono il negozio ogni giorno.</p>`
      + `<p>Invia la tua candidatura a <a href="mailto:jobs@boutique.example">jobs@boutique.example</a>.</p>`,
  },
  'promo-code': {
    slug: 'codice-promozionale', title: 'Codici promozionali',
    body: () => `<p>Inserisci il codice promozionale nel carrello e convalidalo. È accettato un solo codice per ordine.</p>`
      + `<p>I codici non si applicano agli articoli in saldo né all'outlet, salvo diversa indicazione.</p>`,
  },
  'legal-notices': {
    slug: 'note-legali', title: 'Note legali',
    body: (c) => `<p>${c.shopName} è pubblicato da Boutique SAS, 12 rue des Ateliers, 75011 Parigi (Francia), RCS Parigi 912 345 678.</p>`
      + `<p>Direttrice della pubblicazione: Claire Martin. Contatto: <a href="mailto:${c.email}">${c.email}</a>, ${c.phone}.</p>`
      + `<h2>Cookie</h2><p>I cookie necessari (carrello, accesso, lingua, sicurezza) sono sempre attivi. La misurazione dell'audience, i test A/B e i cookie di marketing vengono usati solo con il tuo consenso, conservato per un massimo di 13 mesi. Puoi modificare la tua scelta in qualsiasi momento con il link «Gestisci i cookie» in fondo a ogni pagina.</p>`,
  },
  'return-conditions': {
    slug: 'condizioni-di-reso', title: 'Condizioni di reso',
    body: (c) => `<p>Hai 14 giorni dal ricevimento per restituire un articolo non indossato, con le etichette e nella confezione originale.</p>`
      + `<p>Le spese di reso di ${c.returnFee} sono detratte dal rimborso, effettuato sul metodo di pagamento originale o come buono valido un anno.</p>`,
  },
};

export const CMS_NL: CmsTexts = {
  'delivery-returns': {
    slug: 'levering-retour', title: 'Levering en retour',
    body: (c) => `<h2>Levering</h2><p>We leveren aan huis, in een afhaalpunt of express (24 tot 48 uur). Standaardlevering is gratis vanaf ${c.freeShipping}.</p>`
      + `<h2>Retour</h2><p>Je hebt 14 dagen na ontvangst om van gedachten te veranderen. De retourkosten van ${c.returnFee} worden van de terugbetaling afgetrokken.</p>`
      + `<p>Meld je retour aan via <a href="${c.paths.account}">je account</a> en lees onze <a href="${c.paths.returnConditions}">retourvoorwaarden</a>.</p>`,
  },
  terms: {
    slug: 'algemene-voorwaarden', title: 'Algemene verkoopvoorwaarden',
    body: (c) => `<h2>1. Onderwerp</h2><p>Deze voorwaarden gelden voor aankopen op ${c.shopName} tussen Boutique SAS en haar klanten.</p>`
      + `<h2>2. Prijzen</h2><p>Prijzen zijn in euro, inclusief btw. Standaardlevering is gratis vanaf ${c.freeShipping}.</p>`
      + `<h2>3. Herroepingsrecht</h2><p>Je hebt 14 dagen na ontvangst om van gedachten te veranderen. Er geldt een retourbijdrage van ${c.returnFee}.</p>`
      + `<h2>4. Betaling</h2><p>Betalen kan met kaart, overschrijving of in 4 keer. Je bestelling is bevestigd zodra de betaling is aanvaard.</p>`,
  },
  faq: {
    slug: 'veelgestelde-vragen', title: 'Veelgestelde vragen',
    body: (c) => `<h2>Wanneer ontvang ik mijn bestelling?</h2><p>Binnen 4 werkdagen aan huis, binnen 24 tot 48 uur met express.</p>`
      + `<h2>Is de levering gratis?</h2><p>Ja, vanaf ${c.freeShipping} aan aankopen.</p>`
      + `<h2>Hoe stuur ik een artikel terug?</h2><p>Je hebt 14 dagen bedenktijd; een retour kost ${c.returnFee}. Alles staat in <a href="${c.paths.deliveryReturns}">Levering en retour</a>.</p>`
      + `<h2>Hoe neem ik contact op?</h2><p>Via het <a href="${c.paths.contact}">contactformulier</a> of op ${c.phone}, van maandag tot vrijdag van 9 tot 18 uur.</p>`,
  },
  jobs: {
    slug: 'vacatures', title: 'Vacatures',
    body: (c) => `<p>Kom bij het team van ${c.shopName}: inkopers, ontwikkelaars, logistiek en klantenservice bouwen elke dag aan de winkel.</p>`
      + `<p>Stuur je sollicitatie naar <a href="mailto:jobs@boutique.example">jobs@boutique.example</a>.</p>`,
  },
  'promo-code': {
    slug: 'promotiecode', title: 'Promotiecodes',
    body: () => `<p>Vul je promotiecode in bij je winkelmandje en bevestig. Per bestelling is één code geldig.</p>`
      + `<p>Codes gelden niet voor artikelen in de solden of in de outlet, tenzij anders vermeld.</p>`,
  },
  'legal-notices': {
    slug: 'juridische-informatie', title: 'Juridische informatie',
    body: (c) => `<p>${c.shopName} wordt uitgegeven door Boutique SAS, 12 rue des Ateliers, 75011 Parijs (Frankrijk), RCS Parijs 912 345 678.</p>`
      + `<p>Verantwoordelijke uitgever: Claire Martin. Contact: <a href="mailto:${c.email}">${c.email}</a>, ${c.phone}.</p>`
      + `<h2>Cookies</h2><p>Noodzakelijke cookies (winkelmandje, inloggen, taal, beveiliging) zijn altijd actief. Bezoekersmeting, A/B-tests en marketingcookies worden alleen geplaatst met jouw toestemming, die maximaal 13 maanden wordt bewaard. Je kunt je keuze altijd wijzigen via de link „Cookies beheren” onderaan elke pagina.</p>`,
  },
  'return-conditions': {
    slug: 'retourvoorwaarden', title: 'Retourvoorwaarden',
    body: (c) => `<p>Je hebt 14 dagen na ontvangst om een ongedragen artikel terug te sturen, met labels en in de originele verpakking.</p>`
      + `<p>De retourkosten van ${c.returnFee} worden afgetrokken van de terugbetaling, op het oorspronkelijke betaalmiddel of als tegoed dat een jaar geldig is.</p>`,
  },
};
