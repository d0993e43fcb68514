import type { Container } from 'inversify';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import { REQUEST_CONTEXT } from '../../application/ports/request-context';
import type { LocaleCode } from '../../domain/store/locales';
import { STORES, type StoreId } from '../../domain/store/stores';
import { DocumentCookieJar } from '../cookies/document-cookie-jar';
import { BrowserLocalStorage } from '../storage/browser-local-storage';
import { noOpTracking } from '../tracking/no-op-tracking';
import { BrowserPasskeyAuthenticator } from '../webauthn/browser-passkey-authenticator';
import { bindAccounts, type AccountAdapters } from './accounts-bindings';
import { bindAdministration, type AdministrationAdapters } from './administration-bindings';
import { bindAudit, type AuditAdapters } from './audit-bindings';
import { bindCheckout, type CheckoutAdapters } from './checkout-bindings';
import { bindContent, type ContentAdapters } from './content-bindings';
import { resolve } from './bind';
import { bindAll, consoleErrorReporter, coreBindingSteps, emptyContainer, type BindingStep } from './core';
import { bindDataRights, type DataRightsAdapters } from './data-rights-bindings';
import { bindDelivery, type DeliveryAdapters } from './delivery-bindings';
import { bindGiftcards, type GiftcardAdapters } from './giftcards-bindings';
import { bindMerchandise, type MerchandiseAdapters } from './merchandise-bindings';
import { bindPasskeys } from './passkeys-bindings';
import { bindPromotions, type PromotionsAdapters } from './promotions-bindings';
import { bindReminders, type RemindersAdapters } from './reminders-bindings';
import { bindReturns, type ReturnsAdapters } from './returns-bindings';
import { bindSupport } from './support-bindings';

export interface AdminContainerOptions
  extends Omit<AccountAdapters, 'refreshTransport'>, CheckoutAdapters, ReturnsAdapters, GiftcardAdapters, MerchandiseAdapters, PromotionsAdapters,
    DeliveryAdapters, ContentAdapters, AuditAdapters, DataRightsAdapters, RemindersAdapters, AdministrationAdapters {
  /** The store the staff member works in (its language for the API's own words); default the French store. */
  storeId?: StoreId;
  /** Origin of the API; '' (default) for the page's own origin. */
  apiBase?: string;
  timeoutMs?: number;
  errors?: ErrorReporter;
  /** Replace the browser's storage and cookies (tests in Node). */
  storage?: ConstructorParameters<typeof BrowserLocalStorage>[0];
  cookies?: ConstructorParameters<typeof DocumentCookieJar>[0];
}

/**
 * The back office's bindings (issue 39), feature by feature: the CLI's staff use cases
 * (src/adapters/container/cli.ts) with the browser's storage and cookies. The refresh token stays
 * in the shop's HttpOnly cookie, as on the storefront: one session per browser. The file outbox
 * and the embedded database's backups are the CLI's own (no file system here); each area adds its
 * own `bind…` call to the list below.
 */
export function adminBindingSteps(options: AdminContainerOptions = {}): BindingStep[] {
  const storeId = options.storeId ?? 'laboutiqueofficielle';
  return [
    ...coreBindingSteps({
      context: { storeId, locale: STORES[storeId].locale, device: 0 },
      storage: new BrowserLocalStorage(options.storage),
      cookies: new DocumentCookieJar(options.cookies ?? globalThis.document),
      errors: options.errors ?? consoleErrorReporter,
      tracking: noOpTracking,
      http: { apiBase: options.apiBase ?? '', timeoutMs: options.timeoutMs },
    }),
    (container) => {
      bindAccounts(container, { ...options, refreshTransport: 'cookie' });
      bindPasskeys(container, { passkeyAuthenticator: new BrowserPasskeyAuthenticator(), refreshTransport: 'cookie' });
    },
    (container) => {
      bindCheckout(container, options);
      bindReturns(container, options);
      bindGiftcards(container, options);
    },
    (container) => {
      bindMerchandise(container, options);
      bindPromotions(container, options);
      bindDelivery(container, options);
      bindContent(container, options);
    },
    (container) => {
      bindAudit(container, options);
      bindDataRights(container, options);
      bindReminders(container, options);
    },
    (container) => bindAdministration(container, options),
    (container) => void bindSupport(container),
  ];
}

/** The back office's composition root (src/ui/admin/entry-admin.tsx). */
export function createAdminContainer(options: AdminContainerOptions = {}): Container {
  return bindAll(emptyContainer(), adminBindingSteps(options));
}

/**
 * The staff member's language for the shop's own words (refusals, errors: `Accept-Language` of
 * every later call); the store stays the one the container was made for.
 */
export function speakAdminLanguage(container: Container, locale: LocaleCode): void {
  resolve(container, REQUEST_CONTEXT).locale = locale;
}
