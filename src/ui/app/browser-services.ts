import { createBrowserContainer, type BrowserContainerOptions } from '../../adapters/container/browser';
import type { AppServices } from './app-services';
import { containerServices } from './container-services';

/** Loaded on demand by `lazyBrowserServices`: the browser's composition root and its services. */
export function createBrowserServices(options: BrowserContainerOptions): AppServices {
  return containerServices(createBrowserContainer(options));
}
