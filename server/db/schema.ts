/**
 * Kysely table types of the shop database (one schema for PGlite and PostgreSQL): the tables of
 * the modules that have their own `<area>-tables.ts` are composed in `Database`, the others are
 * still written here. Column helpers (JSON, timestamps) are in `column-types.ts`.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Localized } from '../../src/domain/store/locales';
import type { Footer, MenuItem, SaleBanner, SeasonalBannerConfig, TemplateItem } from '../../src/domain/catalogue/site';
import type { AlertType } from '../../src/domain/alerts/product-alert';
import type { BasketTables } from '../basket/basket-tables';
import type { CheckoutTables } from '../checkout/checkout-tables';
import type { OrdersTables } from '../orders/orders-tables';
import type { PaymentsTables } from '../payments/payments-tables';
import type { ReturnsTables } from '../returns/returns-tables';
import type { CreatedAt, Json, Timestamp } from './column-types';

export type { Json, NullableJson, Timestamp } from './column-types';

export interface StoresTable {
  id: string;
  brand: string;
  locale: string;
  default_locale: string;
  lang_code: string;
  country_code: string;
  display_name: string;
  picture_flag_url: string;
  position: number;
}

export interface CountriesTable {
  iso_code2: string;
  names: Json<Localized>;
  active: boolean;
  store_id: string;
  vat_rate: number;
}

export interface BrandsTable {
  id: number;
  name: string;
  slug: string;
  restricted: boolean;
}

export interface ArtistsTable {
  id: number;
  name: string;
  slug: string;
}

export interface CategoriesTable {
  id: number;
  parent_id: number | null;
  level: number;
  position: number;
}

export interface CategoryTranslationsTable {
  category_id: number;
  locale: string;
  name: string;
  slug: string;
}

export interface ProductsTable {
  id: number;
  brand_id: number;
  category_id: number;
  gender: string;
  range: string;
  color_code: string;
  color_hex: string;
  color_names: Json<Localized>;
  material_code: string;
  material_names: Json<Localized>;
  size_kind: string;
  label: string | null;
  market_labels: Json<string[]>;
  is_only_outlet: boolean;
  display_in_listing: boolean;
  created_at: Timestamp;
  sales_rank: number;
  weight_grams: number;
  manufactured: string;
}

export interface ProductTranslationsTable {
  product_id: number;
  locale: string;
  name: string;
  slug: string;
  description: string;
  informations: Json<{ label: string; value: string }[]>;
}

export interface ProductSizesTable {
  id: number;
  product_id: number;
  label: string;
  rank: number;
  stock: number;
}

export interface ProductPricesTable {
  product_id: number;
  /** Lower-case ISO country code (fr, es, it, be, de, ie). */
  country_code: string;
  price: number;
  original_price: number | null;
}

export interface ProductArtistsTable {
  product_id: number;
  artist_id: number;
  position: number;
}

export interface ProductAssociationsTable {
  product_id: number;
  associated_id: number;
  position: number;
}

export interface PicturesTable {
  product_id: number;
  position: number;
  path: string;
  is_default: boolean;
}

export interface StoreSitesTable {
  store_id: string;
  menu: Json<MenuItem[]>;
  footer: Json<Footer>;
  header_banner: Json<TemplateItem | null>;
  sale_banner: Json<SaleBanner | null>;
  seasonal_banner: Json<SeasonalBannerConfig | null>;
  phone: string;
}

export interface TemplatesTable {
  id: Generated<number>;
  slug: string;
  version: string;
  /** '' for a template shared by every store (keeps the unique key simple on both engines). */
  store_id: string;
  title: string;
  subtitle: string | null;
  items: Json<TemplateItem[]>;
}

export interface CmsPagesTable {
  store_id: string;
  key: string;
  slug: string;
  title: string;
  content: string;
}

export interface RedirectsTable {
  id: Generated<number>;
  /** '' for every store. */
  store_id: string;
  from_path: string;
  to_path: string;
  code: number;
}

export interface RefererTable {
  name: string;
  code: string;
}

export interface TranslationsTable {
  locale: string;
  messages: Json<Record<string, string>>;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
}

/** Migration 0003. */
export interface ProductAlertsTable {
  id: Generated<number>;
  product_id: number;
  product_size_id: number;
  customer_id: number | null;
  device_token_salesforce: string | null;
  /** Lower case. */
  email: string;
  alert_type: AlertType;
  store_id: string;
  /** Language of the mail. */
  locale: string;
  /** Origin and locale prefix of the store the shopper used, e.g. https://shop.example/es. */
  site_url: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
}

/** Migration 0004: a shopper's account. */
export interface CustomersTable {
  id: Generated<number>;
  /** Lower case, unique. */
  email: string;
  /** argon2id (PHC string); null for an account opened through Apple or Facebook. */
  password_hash: string | null;
  /** 1 Mr, 2 Mrs, 3 other. */
  civility: number;
  first_name: string;
  last_name: string;
  /** `YYYY-MM-DD`. */
  birthday: string | null;
  /** 1 active, 0 closed. */
  status: ColumnType<number, number | undefined, number>;
  roles: Json<string[]>;
  apple_id: string | null;
  facebook_id: string | null;
  /** Store and language the account was opened in (its mails). */
  store_id: string;
  locale: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0006: whether an address receives a store's newsletter (the only place that says so). */
export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  store_id: string;
  /** Lower case. */
  email: string;
  status: 'subscribed' | 'unsubscribed';
  customer_id: number | null;
  /** Language of its mails. */
  locale: string;
  subscribed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  unsubscribed_at: Timestamp | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0004: one row per refresh token; a sign-in starts a family, each refresh adds the next. */
export interface RefreshTokensTable {
  id: Generated<number>;
  family_id: string;
  customer_id: number;
  /** sha256 of the opaque token, hex. */
  token_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  /** When it was exchanged for the next token of its family. */
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** A family opened by a forgotten-password link: until then, a new password needs no old one. */
  reset_until: Timestamp | null;
}

/** Migration 0004: the single-use `/autoconnect/{token}` links of forgotten-password mails. */
export interface PasswordResetTokensTable {
  /** sha256 of the token, hex. */
  token_hash: string;
  customer_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Migration 0004: SPEC §3 "Address". */
export interface AddressesTable {
  id: Generated<number>;
  customer_id: number;
  label: string | null;
  civility: number;
  last_name: string;
  first_name: string;
  street: string;
  street_details: string | null;
  zip_code: string;
  city: string;
  state: string | null;
  /** Upper case. */
  country_iso_code2: string;
  phone_number: string;
  company: string | null;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0004: a card saved with the payment provider; never its number. */
export interface PaymentCardsTable {
  id: Generated<number>;
  customer_id: number;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder: string;
  /** The provider's reference of the card (what a payment is made with). Never shown. */
  provider_token: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0004: SPEC §3 "Wish", one per customer and product. */
export interface WishesTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** SPEC §2 /contact: what a shopper wrote to support (server/contact). */
export interface ContactMessagesTable {
  id: Generated<number>;
  reference: string;
  /** Lower case. */
  email: string;
  name: string;
  subject: string;
  order_id: string | null;
  message: string;
  customer_id: number | null;
  store_id: string;
  locale: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** SHA-256 (hex) of store, address, subject, order id and message: finds a double submit. */
  fingerprint: string;
}

/** SPEC §6 ratings (server/ratings): one per product and customer; demo ones have an author instead. */
export interface ProductRatingsTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  /** The name a demo rating shows (customers' come from their account). */
  author: string | null;
  score: number;
  comment: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0009: a gift card (docs/returns-api.md "Gift cards"); activated once, by one customer. */
export interface GiftcardsTable {
  id: Generated<number>;
  /** 16 upper-case letters and digits. */
  code: string;
  amount_cents: number;
  expires_at: Timestamp;
  activated_at: Timestamp | null;
  customer_id: number | null;
  /** The balance entry (kind `giftcard`) the activation created. */
  entry_id: number | null;
  created_at: CreatedAt;
}

export interface Database extends BasketTables, CheckoutTables, OrdersTables, PaymentsTables, ReturnsTables {
  stores: StoresTable;
  countries: CountriesTable;
  brands: BrandsTable;
  artists: ArtistsTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  product_sizes: ProductSizesTable;
  product_prices: ProductPricesTable;
  product_artists: ProductArtistsTable;
  product_associations: ProductAssociationsTable;
  pictures: PicturesTable;
  store_sites: StoreSitesTable;
  templates: TemplatesTable;
  cms_pages: CmsPagesTable;
  redirects: RedirectsTable;
  referers: RefererTable;
  translations: TranslationsTable;
  settings: SettingsTable;
  product_alerts: ProductAlertsTable;
  customers: CustomersTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  addresses: AddressesTable;
  payment_cards: PaymentCardsTable;
  wishes: WishesTable;
  contact_messages: ContactMessagesTable;
  product_ratings: ProductRatingsTable;
  giftcards: GiftcardsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
