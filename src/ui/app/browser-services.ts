import { createBrowserContainer, type BrowserContainerOptions } from '../../adapters/container/browser';
import { containerServices } from './container-services';
import type { PageServices } from './page-services';

/** Loaded on demand by `lazyBrowserServices`: the browser's composition root and its services. */
export function createBrowserServices(options: BrowserContainerOptions): PageServices {
  return containerServices(createBrowserContainer(options));
}
