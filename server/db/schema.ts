/**
 * Kysely table types of the shop database (one schema for PGlite and PostgreSQL): each module
 * declares its own tables (`server/<area>/<area>-tables.ts`) and `Database` composes them; the
 * shop's own settings are infrastructure's. JSON and timestamp columns: server/db/column-types.ts.
 */
import type { Json } from './column-types';
import type { AdministrationTables } from '../administration/administration-tables';
import type { AccountsTables } from '../accounts/accounts-tables';
import type { AlertsTables } from '../alerts/alerts-tables';
import type { AuditTables } from '../audit/audit-tables';
import type { AuthTables } from '../auth/auth-tables';
import type { PasskeysTables } from '../auth/auth-passkeys-tables';
import type { CatalogueTables } from '../catalogue/catalogue-tables';
import type { CheckoutTables } from '../checkout/checkout-tables';
import type { ContactTables } from '../contact/contact-tables';
import type { ContentTables } from '../content/content-tables';
import type { ContentEntriesTables } from '../content/content-entries-tables';
import type { FitTables } from '../fit/fit-tables';
import type { GiftcardsTables } from '../giftcards/giftcards-tables';
import type { MediaTables } from '../media/media-tables';
import type { MerchandiseTables } from '../merchandise/merchandise-tables';
import type { NewsletterTables } from '../newsletter/newsletter-tables';
import type { OrdersTables } from '../orders/orders-tables';
import type { PagesTables } from '../pages/pages-tables';
import type { PaymentsTables } from '../payments/payments-tables';
import type { PromotionsTables } from '../promotions/promotions-tables';
import type { RatingsTables } from '../ratings/ratings-tables';
import type { RecentlyTables } from '../recently/recently-tables';
import type { RemindersTables } from '../reminders/reminders-tables';
import type { ReturnsTables } from '../returns/returns-tables';
import type { WishlistTables } from '../wishlist/wishlist-tables';

export type { CreatedAt, Json, NullableJson, Timestamp } from './column-types';

/** Key-value settings of the shop itself (the JWT key on a shared database, the catalogue marker, the maintenance switch). */
export interface SettingsTable {
  key: string;
  value: Json<unknown>;
}

export interface Database
  extends AccountsTables, AlertsTables, AuditTables, AuthTables, CatalogueTables, CheckoutTables, ContactTables, ContentTables, ContentEntriesTables,
    GiftcardsTables, MediaTables, MerchandiseTables, NewsletterTables, OrdersTables, PagesTables, PaymentsTables, PromotionsTables, RatingsTables, ReturnsTables, WishlistTables,
    PasskeysTables, FitTables, RecentlyTables, RemindersTables, AdministrationTables {
  settings: SettingsTable;
}
