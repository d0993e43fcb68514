import { escapeHtml, serializeForScript } from './serialize-state';
import type { PageHead } from './page-head';

/** Script and style tags of the client bundle (from the Vite manifest, or Vite's dev server). */
export interface PageAssets {
  /** Inside <head>: stylesheets, module preloads, dev client. */
  head: string;
  /** End of <body>: the entry module script. */
  body: string;
}

export interface DocumentParts {
  lang: string;
  head: PageHead;
  appHtml: string;
  state: unknown;
  assets: PageAssets;
  /** Extra head tags (module preloads of the page's own chunks). */
  extraHead?: string;
  /** The Content-Security-Policy nonce of the inline state script (absent: no nonce attribute). */
  nonce?: string;
}

export const STATE_GLOBAL = '__BOUTIQUE_STATE__';
export const ROOT_ELEMENT_ID = 'root';

/** The HTML around the rendered app; the page state is inlined once, safe against `</script>`. */
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
<script${parts.nonce ? ` nonce="${escapeHtml(parts.nonce)}"` : ''}>window.${STATE_GLOBAL}=${serializeForScript(parts.state)}</script>
${parts.assets.body}
</body>
</html>`;
}
