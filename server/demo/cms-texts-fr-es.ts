/** CMS page texts in French and Spanish (HTML written by us). */
import type { CmsTexts } from './cms-context';

export const CMS_FR: CmsTexts = {
  'delivery-returns': {
    slug: 'livraison-retours', title: 'Livraison et retours',
    body: (c) => `<h2>Livraison</h2><p>Nous livrons à domicile, en point relais ou en express (24 à 48 h). La livraison standard est offerte dès ${c.freeShipping} d'achat.</p>`
      + `<h2>Retours</h2><p>Vous disposez de 14 jours après réception pour changer d'avis. Les frais de retour de ${c.returnFee} sont déduits du remboursement.</p>`
      + `<p>Déclarez votre retour depuis <a href="${c.paths.account}">votre compte</a> et consultez nos <a href="${c.paths.returnConditions}">conditions de retour</a>.</p>`,
  },
  terms: {
    slug: 'conditions-generales-de-vente', title: 'Conditions générales de vente',
    body: (c) => `<h2>Article 1 – Objet</h2><p>Les présentes conditions régissent les ventes conclues sur ${c.shopName} entre Boutique SAS et ses clients.</p>`
      + `<h2>Article 2 – Prix</h2><p>Les prix sont indiqués en euros, toutes taxes comprises. La livraison standard est offerte dès ${c.freeShipping} d'achat.</p>`
      + `<h2>Article 3 – Droit de rétractation</h2><p>Vous disposez de 14 jours à compter de la réception pour changer d'avis. Des frais de retour de ${c.returnFee} s'appliquent.</p>`
      + `<h2>Article 4 – Paiement</h2><p>Le paiement s'effectue par carte, virement, chèque ou en 4 fois. Votre commande est confirmée dès l'acceptation du paiement.</p>`,
  },
  faq: {
    slug: 'faq', title: 'Questions fréquentes',
    body: (c) => `<h2>Quand vais-je recevoir ma commande ?</h2><p>En 3 à 5 jours ouvrés à domicile, en 24 à 48 h en express.</p>`
      + `<h2>La livraison est-elle gratuite ?</h2><p>Oui, dès ${c.freeShipping} d'achat.</p>`
      + `<h2>Comment retourner un article ?</h2><p>Vous avez 14 jours pour changer d'avis ; le retour coûte ${c.returnFee}. Tout est expliqué dans <a href="${c.paths.deliveryReturns}">Livraison et retours</a>.</p>`
      + `<h2>Comment vous contacter ?</h2><p>Par le <a href="${c.paths.contact}">formulaire de contact</a> ou au ${c.phone}, du lundi au vendredi de 9 h à 18 h.</p>`,
  },
  jobs: {
    slug: 'recrutement', title: 'Recrutement',
    body: (c) => `<p>Rejoignez l'équipe de ${c.shopName} : acheteurs, développeurs, logisticiens et conseillers clients construisent chaque jour la boutique.</p>`
      + `<p>Envoyez votre candidature à <a href="mailto:jobs@boutique.example">jobs@boutique.example</a>.</p>`,
  },
  'promo-code': {
    slug: 'code-promo', title: 'Codes promo',
    body: () => `<p>Saisissez votre code promo à l'étape panier, puis validez. Un seul code est accepté par commande.</p>`
      + `<p>Les codes ne s'appliquent pas aux articles déjà soldés ni à l'outlet, sauf mention contraire.</p>`,
  },
  'legal-notices': {
    slug: 'mentions-legales', title: 'Mentions légales',
    body: (c) => `<p>${c.shopName} est édité par Boutique SAS, 12 rue des Ateliers, 75011 Paris, RCS Paris 912 345 678.</p>`
      + `<p>Directrice de la publication : Claire Martin. Contact : <a href="mailto:${c.email}">${c.email}</a>, ${c.phone}.</p>`
      + `<h2>Cookies</h2><p>Les cookies nécessaires (panier, connexion, langue, sécurité) sont toujours actifs. La mesure d'audience, les tests A/B et les cookies marketing ne sont déposés qu'avec votre accord, conservé 13 mois au plus. Vous pouvez modifier votre choix à tout moment avec le lien « Gérer les cookies » en bas de chaque page.</p>`,
  },
  'return-conditions': {
    slug: 'conditions-de-retour', title: 'Conditions de retour',
    body: (c) => `<p>Vous disposez de 14 jours après réception pour nous retourner un article non porté, avec ses étiquettes et dans son emballage d'origine.</p>`
      + `<p>Les frais de retour de ${c.returnFee} sont déduits du remboursement. Le remboursement se fait sur le moyen de paiement d'origine ou en avoir valable un an.</p>`,
  },
};

export const CMS_ES: CmsTexts = {
  'delivery-returns': {
    slug: 'envios-devoluciones', title: 'Envíos y devoluciones',
    body: (c) => `<h2>Envíos</h2><p>Entregamos a domicilio, en punto de recogida o exprés (24-48 h). El envío estándar es gratuito a partir de ${c.freeShipping}.</p>`
      + `<h2>Devoluciones</h2><p>Tienes 14 días desde la recepción para cambiar de opinión. Los gastos de devolución de ${c.returnFee} se descuentan del reembolso.</p>`
      + `<p>Solicita tu devolución desde <a href="${c.paths.account}">tu cuenta</a> y consulta las <a href="${c.paths.returnConditions}">condiciones de devolución</a>.</p>`,
  },
  terms: {
    slug: 'condiciones-generales', title: 'Condiciones generales de venta',
    body: (c) => `<h2>1. Objeto</h2><p>Estas condiciones regulan las ventas realizadas en ${c.shopName} entre Boutique SAS y sus clientes.</p>`
      + `<h2>2. Precios</h2><p>Los precios se indican en euros, impuestos incluidos. El envío estándar es gratuito a partir de ${c.freeShipping}.</p>`
      + `<h2>3. Derecho de desistimiento</h2><p>Dispones de 14 días desde la recepción para cambiar de opinión. Se aplican unos gastos de devolución de ${c.returnFee}.</p>`
      + `<h2>4. Pago</h2><p>Puedes pagar con tarjeta, transferencia o en 4 plazos. El pedido se confirma cuando se acepta el pago.</p>`,
  },
  faq: {
    slug: 'preguntas-frecuentes', title: 'Preguntas frecuentes',
    body: (c) => `<h2>¿Cuándo recibiré mi pedido?</h2><p>En 4 o 5 días laborables a domicilio, en 24-48 h con el envío exprés.</p>`
      + `<h2>¿El envío es gratuito?</h2><p>Sí, a partir de ${c.freeShipping} de compra.</p>`
      + `<h2>¿Cómo devuelvo un artículo?</h2><p>Tienes 14 días para cambiar de opinión; la devolución cuesta ${c.returnFee}. Más información en <a href="${c.paths.deliveryReturns}">Envíos y devoluciones</a>.</p>`
      + `<h2>¿Cómo contactar con vosotros?</h2><p>Con el <a href="${c.paths.contact}">formulario de contacto</a> o en el ${c.phone}, de lunes a viernes de 9 a 18 h.</p>`,
  },
  jobs: {
    slug: 'empleo', title: 'Empleo',
    body: (c) => `<p>Únete al equipo de ${c.shopName}: compras, desarrollo, logística y atención al cliente construyen la tienda cada día.</p>`
      + `<p>Envía tu candidatura a <a href="mailto:jobs@boutique.example">jobs@boutique.example</a>.</p>`,
  },
  'promo-code': {
    slug: 'codigo-promocional', title: 'Códigos promocionales',
    body: () => `<p>Introduce tu código promocional en la cesta y valídalo. Solo se acepta un código por pedido.</p>`
      + `<p>Los códigos no se aplican a artículos rebajados ni al outlet, salvo que se indique lo contrario.</p>`,
  },
  'legal-notices': {
    slug: 'aviso-legal', title: 'Aviso legal',
    body: (c) => `<p>${c.shopName} es un sitio de Boutique SAS, 12 rue des Ateliers, 75011 París (Francia), RCS París 912 345 678.</p>`
      + `<p>Responsable de la publicación: Claire Martin. Contacto: <a href="mailto:${c.email}">${c.email}</a>, ${c.phone}.</p>`
      + `<h2>Cookies</h2><p>Las cookies necesarias (cesta, inicio de sesión, idioma, seguridad) están siempre activas. La medición de audiencia, las pruebas A/B y las cookies de marketing solo se instalan con tu consentimiento, que se conserva como máximo 13 meses. Puedes cambiar tu elección en cualquier momento con el enlace «Gestionar cookies» al pie de cada página.</p>`,
  },
  'return-conditions': {
    slug: 'condiciones-de-devolucion', title: 'Condiciones de devolución',
    body: (c) => `<p>Tienes 14 días desde la recepción para devolver un artículo sin usar, con sus etiquetas y en su embalaje original.</p>`
      + `<p>Los gastos de devolución de ${c.returnFee} se descuentan del reembolso, que se realiza en el medio de pago original o en un vale válido durante un año.</p>`,
  },
};
