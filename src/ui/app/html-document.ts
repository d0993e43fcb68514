import { escapeHtml, serializeStateForScript } from './serialize-state';
import type { PageHead } from './page-head';

/** Script and style tags of the client bundle (from the Vite manifest, or Vite's dev server). */
export interface PageAssets {
  /** Inside <head>: stylesheets, the entry (a loader: page-scripts.ts), dev client. */
  head: string;
  /** End of <body>. */
  body: string;
  /** The data block naming each route's own chunks (screen, layout) for the loader to preload, by route id. */
  routes?: Readonly<Record<string, string>>;
}

export interface DocumentParts {
  lang: string;
  head: PageHead;
  appHtml: string;
  state: object;
  assets: PageAssets;
  /** Extra head tags (module preloads of the page's own chunks). */
  extraHead?: string;
}

/** Id of the page state's data block (`<script type="application/json">`, read by entry-client). */
export const STATE_ELEMENT_ID = 'boutique-state';
export const ROOT_ELEMENT_ID = 'root';

/**
 * The HTML around the rendered app. The page state is inlined once as a JSON data block, safe
 * against `</script>`: a type the browser never runs, so the page has no inline script at all and
 * its Content-Security-Policy needs no nonce; a kept page is then the same bytes for everyone.
 */
export function htmlDocument(parts: DocumentParts): string {
  const { head } = parts;
  const links = [
    head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    ...head.alternates.map((link) => `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`),
  ].filter(Boolean);
  return `<!doctype html>
<html lang="${escapeHtml(parts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
${links.join('\n')}
<meta name="theme-color" content="#111111">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${parts.assets.head}${parts.extraHead ?? ''}
</head>
<body>
<div id="${ROOT_ELEMENT_ID}">${parts.appHtml}</div>
<script type="application/json" id="${STATE_ELEMENT_ID}">${serializeStateForScript(parts.state)}</script>
${parts.assets.body}
</body>
</html>`;
}
