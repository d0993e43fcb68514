import { RootStore, type PageSnapshot } from './root-store';
import { lazyBrowserServices } from './lazy-services';
import { afterFirstIntent } from './when-idle';

/**
 * The browser's stores, filled from the server's snapshot (the page is not loaded again). Their
 * code loads beside the page's shell, not before it: the shell hydrates at once and each island
 * waits for them. Search goes where `/init` says: real Algolia when configured, else the shop's
 * own endpoint. The composition root (Inversify, HTTP client, use cases) loads on the first sign
 * of intent or on first navigation.
 */
export function createClientRoot(snapshot: PageSnapshot): RootStore {
  const { storeId, locale, device } = snapshot.context;
  const services = lazyBrowserServices({ storeId, locale, device, search: snapshot.site?.search, gtmId: snapshot.site?.boSettings.gtmId ?? null });
  // The composition root loads on the visitor's first sign of intent, well before the click that
  // needs it, once the browser is idle: the 51 kB module evaluated in the middle of the press that
  // showed the intent delayed its next paint (issue 40: opening the menu, 4× CPU, up to 168 ms).
  afterFirstIntent(services.preload);
  return RootStore.fromSnapshot(snapshot, services);
}
