import { RootStore, type PageSnapshot } from './root-store';
import { lazyBrowserServices } from './lazy-services';
import { whenIdle } from './when-idle';

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
  preloadOnIntent(services.preload);
  return RootStore.fromSnapshot(snapshot, services);
}

/**
 * The composition root loads on the visitor's first sign of intent (a pointer over the page, a
 * touch, a key), well before the click that needs it, and never competes with the first paint.
 * It starts once the browser is idle: the pointer that moves onto a button is often about to
 * press it, and the 51 kB module evaluated in the middle of that press delayed its next paint
 * (issue 40: opening the menu, 4× CPU slowdown, up to 168 ms).
 */
function preloadOnIntent(preload: () => void): void {
  const events = ['pointerover', 'touchstart', 'keydown', 'focusin'] as const;
  const once = () => {
    events.forEach((name) => window.removeEventListener(name, once, true));
    whenIdle(preload, 1_000);
  };
  events.forEach((name) => window.addEventListener(name, once, { capture: true, passive: true }));
}
