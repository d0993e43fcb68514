/** Schemas of the site and content calls (SPEC §3 "Menu item", "Store", "Init response", "CMS page", "Template"…). */
import { Type } from 'typebox';
import type { MenuItemType } from '../../src/domain/catalogue/site';
import { LOCALE_CODES, type LocaleCode } from '../../src/domain/store/locales';
import { NoCacheFlag, Text, UrlSchema } from '../http/schemas/common';

const Slug = (description: string) => Text({ minLength: 1, maxLength: 200, description });
const SlugList = Type.Array(Text({ minLength: 1, maxLength: 200 }), { maxItems: 50 });

export const CmsPageParamsSchema = Type.Object({ pageKey: Slug('Slug or key of the page') });
export const TemplatePageParamsSchema = Type.Object({ slug: Slug('Template slug') });
export const TemplatePageVersionParamsSchema = Type.Object({ slug: Slug('Template slug'), version: Text({ minLength: 1, maxLength: 20 }) });
export const TemplatesQuerySchema = Type.Object({
  'templateSlugs[]': Type.Optional(SlugList),
  templateSlugs: Type.Optional(SlugList),
  no_cache: Type.Optional(NoCacheFlag),
});
export const RefererParamsSchema = Type.Object({ refererName: Slug('Referer name') });

/** The `search` block of GET /init (src/domain/search/search-settings.ts). */
export const SearchSettingsSchema = Type.Object(
  {
    appId: Type.String(),
    searchKey: Type.String({ description: 'Search-only key' }),
    host: Type.Union([Type.String(), Type.Null()], { description: "Origin of the shop's Algolia-compatible endpoint; null: Algolia's hosts" }),
  },
  { description: 'How clients reach the search service (Algolia, or the shop itself)' },
);

export const TemplateItemSchema = Type.Object({
  slug: Type.String(),
  link: Type.String(),
  image: Type.String(),
  imageMobile: Type.Optional(Type.String()),
  title: Type.String(),
  subtitle: Type.Optional(Type.String()),
  creativeVersion: Type.Optional(Type.String()),
  productIds: Type.Optional(Type.Array(Type.Integer())),
});

export const TemplateSchema = Type.Object({
  slug: Type.String(),
  version: Type.String(),
  title: Type.String(),
  subtitle: Type.Optional(Type.String()),
  templateItems: Type.Array(TemplateItemSchema),
});

const MenuItemTypeSchema = Type.Unsafe<MenuItemType>(
  Type.String({ enum: ['NOVELTIES', 'TOPSALES', 'PROMO', 'PROMOTIONS', 'BRANDS', 'ARTISTS', 'ACCESSORIES', 'LANG', 'CATEGORY', 'OUTLET'] }),
);

const MenuSubSectionItemSchema = Type.Object({
  name: Type.String(),
  url: UrlSchema,
  label: Type.Optional(Type.String()),
  children: Type.Optional(Type.Array(Type.Object({ name: Type.String(), url: UrlSchema }))),
});

export const MenuItemSchema = Type.Object({
  type: MenuItemTypeSchema,
  name: Type.String(),
  url: UrlSchema,
  active: Type.Boolean(),
  menuSubSections: Type.Array(
    Type.Object({
      name: Type.String(),
      url: UrlSchema,
      type: Type.String(),
      menuSubSectionItems: Type.Array(MenuSubSectionItemSchema),
    }),
  ),
  template: Type.Optional(Type.Object({ templateItems: Type.Array(TemplateItemSchema) })),
});

export const MenuSchema = Type.Array(MenuItemSchema);

const LinkSchema = Type.Object({ name: Type.String(), url: UrlSchema });

export const FooterSchema = Type.Object({
  sitemap: Type.Array(Type.Object({ title: Type.String(), links: Type.Array(LinkSchema) })),
  socialNetworks: Type.Array(
    Type.Object({
      name: Type.Union([Type.Literal('instagram'), Type.Literal('tiktok'), Type.Literal('facebook'), Type.Literal('youtube')]),
      url: Type.String(),
    }),
  ),
  apps: Type.Array(
    Type.Object({
      platform: Type.Union([Type.Literal('android'), Type.Literal('ios')]),
      url: Type.String(),
      badge: Type.String(),
      qrCode: Type.String(),
      width: Type.Literal(157),
      height: Type.Literal(47),
    }),
  ),
});

export const CountrySchema = Type.Object({
  isoCode2: Type.String(),
  name: Type.String(),
  active: Type.Boolean(),
  storeId: Type.String(),
});

export const StoreInfoSchema = Type.Object({
  id: Type.String(),
  defaultLocale: Type.String(),
  langCode: Type.String(),
  countryCode: Type.String(),
  pictureFlagUrl: Type.String(),
  displayName: Type.String(),
  baseUrl: Type.String(),
  searchProductIndexName: Type.String(),
});

export const SaleBannerSchema = Type.Object({
  image: Type.String(),
  imageMobile: Type.String(),
  altText: Type.String(),
  altTextMobile: Type.String(),
  link: Type.String(),
  linkMobile: Type.String(),
});

export const SeasonalBannerSchema = Type.Object({
  content1: Type.String(),
  content2: Type.String(),
  content3: Type.String(),
  content4: Type.String(),
  content1Date: Type.String(),
  content2Date: Type.String(),
  content3Date: Type.String(),
  content4Date: Type.String(),
  endDate: Type.String(),
});

export const BoSettingsSchema = Type.Object({
  maintenance: Type.Boolean(),
  saleBanner: Type.Union([SaleBannerSchema, Type.Null()]),
  seasonalBanner: Type.Union([SeasonalBannerSchema, Type.Null()]),
  phone: Type.String(),
  gtmId: Type.Optional(Type.Union([Type.String({ description: 'Google Tag Manager container id (GTM_ID), loaded after cookie consent' }), Type.Null()])),
  mapTileUrl: Type.Optional(Type.Union([Type.String({ description: 'Tile URL template of the relay points map (MAP_TILE_URL)' }), Type.Null()])),
  recaptchaSiteKey: Type.Optional(Type.Union([Type.String({ description: 'reCAPTCHA v3 site key of the contact form (RECAPTCHA_SITE_KEY, with RECAPTCHA_SECRET_KEY)' }), Type.Null()])),
});

export const InitResponseSchema = Type.Object({
  countries: Type.Array(CountrySchema),
  stores: Type.Array(StoreInfoSchema),
  menu: MenuSchema,
  footer: FooterSchema,
  freeShippingAmount: Type.Number({ description: 'Euros' }),
  headerBanner: Type.Union([TemplateItemSchema, Type.Null()]),
  boSettings: BoSettingsSchema,
  search: Type.Optional(SearchSettingsSchema),
});

export const TranslationsQuerySchema = Type.Object({
  no_cache: Type.Optional(NoCacheFlag),
  v: Type.Optional(Type.String({ pattern: '^[0-9a-z]{1,13}$', description: 'The name a page gave its texts: while the catalogue is still the same, the answer may be kept for good' })),
});

export const TranslationsSchema = Type.Record(Type.String(), Type.String(), { description: 'Flat key → text of one language' });

export const CmsPageSchema = Type.Object({
  key: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'HTML written by the shop' }),
  locale: Type.Unsafe<LocaleCode>(Type.String({ enum: [...LOCALE_CODES] })),
});

export const RefererSchema = Type.Object({ name: Type.String(), code: Type.String() });

export const TemplateListSchema = Type.Array(TemplateSchema);
