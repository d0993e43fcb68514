import { startAfterFirstPaint } from './app/page-scripts';

/**
 * The storefront's first script (client-manifest.ts writes it into the page's head, at low
 * priority): once the page has painted, it preloads the page's modules and imports the entry that
 * hydrates it (page-scripts.ts says why).
 */
startAfterFirstPaint();
