/** Shared shape of the CMS page texts (one table per language, see cms-texts-*.ts). */
export const CMS_KEYS = [
  'delivery-returns', 'terms', 'faq', 'jobs', 'promo-code', 'legal-notices', 'return-conditions',
] as const;
export type CmsKey = (typeof CMS_KEYS)[number];

export interface CmsContext {
  shopName: string;
  phone: string;
  email: string;
  /** Formatted in the page's language. */
  freeShipping: string;
  returnFee: string;
  /** Store-relative paths in the page's language. */
  paths: { returnConditions: string; deliveryReturns: string; contact: string; account: string; outlet: string };
}

export interface CmsText {
  slug: string;
  title: string;
  body: (ctx: CmsContext) => string;
}

export type CmsTexts = Record<CmsKey, CmsText>;
