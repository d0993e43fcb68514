import type { Container } from 'inversify';
import type { CatalogueApi } from '../../application/ports/catalogue-api';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { DeviceCode } from '../../application/ports/request-context';
import { STORES, type StoreId } from '../../domain/store/stores';
import { FileCookieJar } from '../cookies/file-cookie-jar';
import { FileKeyValueStorage } from '../storage/file-key-value-storage';
import { ProfileFile } from '../storage/profile-file';
import { bindAccounts, type AccountAdapters } from './accounts-bindings';
import { bindCheckout, type CheckoutAdapters } from './checkout-bindings';
import { bindReturns, type ReturnsAdapters } from './returns-bindings';
import { bindGiftcards, type GiftcardAdapters } from './giftcards-bindings';
import { bindBackup, type BackupAdapters } from './backup-bindings';
import { bindMerchandise, type MerchandiseAdapters } from './merchandise-bindings';
import { bindPromotions, type PromotionsAdapters } from './promotions-bindings';
import { bindDelivery, type DeliveryAdapters } from './delivery-bindings';
import { bindContent, type ContentAdapters } from './content-bindings';
import { bindAudit, type AuditAdapters } from './audit-bindings';
import { bindAdministration, type AdministrationAdapters } from './administration-bindings';
import { bindReminders, type RemindersAdapters } from './reminders-bindings';
import { bindSupport, type SupportAdapters } from './support-bindings';
import { bindPasskeys } from './passkeys-bindings';
import { NO_PASSKEY_AUTHENTICATOR } from '../webauthn/no-passkey-authenticator';
import { bindDataRights, type DataRightsAdapters } from './data-rights-bindings';
import type { AlertAdapters } from './alerts-bindings';
import { createCoreContainer } from './core';
import { bindMailOutbox } from './outbox-bindings';
import type { SearchAdapters } from './search-bindings';
import type { BasketAdapters } from './basket-bindings';

export interface CliContainerOptions extends SearchAdapters, BasketAdapters, AlertAdapters, Omit<AccountAdapters, 'refreshTransport'>, CheckoutAdapters, ReturnsAdapters, GiftcardAdapters, BackupAdapters, MerchandiseAdapters, PromotionsAdapters, DeliveryAdapters, ContentAdapters, AuditAdapters, DataRightsAdapters, RemindersAdapters, AdministrationAdapters, SupportAdapters {
  /** Origin of the shop, e.g. http://localhost:3000. */
  api: string;
  storeId: StoreId;
  /** JSON file holding tokens, cookies and basket. */
  profilePath: string;
  device?: DeviceCode;
  timeoutMs?: number;
  noCache?: boolean;
  fetch?: typeof globalThis.fetch;
  errors?: ErrorReporter;
  catalogueApi?: CatalogueApi;
}

/** Failures without a user message stay quiet in the CLI: the command reports what matters. */
const silentReporter: ErrorReporter = { report: () => undefined, fatal: () => undefined };

/** The CLI's composition root: the store's own language, state in the profile file. */
export function createCliContainer(options: CliContainerOptions): Container {
  const profile = new ProfileFile(options.profilePath);
  const container = bindMailOutbox(createCoreContainer({
    context: { storeId: options.storeId, locale: STORES[options.storeId].locale, device: options.device ?? 0 },
    storage: new FileKeyValueStorage(profile),
    cookies: new FileCookieJar(profile),
    errors: options.errors ?? silentReporter,
    http: { apiBase: options.api, fetch: options.fetch, noCache: options.noCache, timeoutMs: options.timeoutMs },
    catalogueApi: options.catalogueApi,
    search: options.search,
    searchIndex: options.searchIndex,
    basketApi: options.basketApi,
    productAlertApi: options.productAlertApi,
  }));
  // Tokens live in the profile file (mode 600): the refresh token comes back in the answer body.
  const withAccounts = bindAccounts(container, { ...options, refreshTransport: 'body' });
  // A terminal cannot make a passkey: the CLI lists and removes them.
  bindPasskeys(withAccounts, { passkeyAuthenticator: NO_PASSKEY_AUTHENTICATOR, refreshTransport: 'body' });
  const withMerchandise = bindMerchandise(bindBackup(bindGiftcards(bindReturns(bindCheckout(withAccounts, options), options), options), options), options);
  return bindSupport(bindAdministration(bindReminders(bindDataRights(bindAudit(bindContent(bindDelivery(bindPromotions(withMerchandise, options), options), options), options), options), options), options), options);
}
