import { buildBrowserContainer, type BrowserContainerOptions } from '../../adapters/container/browser';
import type { AppServices } from './app-services';
import { containerServices } from './container-services';

/** Lets the browser run what waits (a tap, a paint) between two parts of a longer piece of work. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Loaded on demand by `lazyBrowserServices`: the browser's composition root and its services. */
export async function createBrowserServices(options: BrowserContainerOptions): Promise<AppServices> {
  return containerServices(await buildBrowserContainer(options, yieldToBrowser));
}
