/**
 * A CMS page's body as the merchant writes it (Markdown) turned into the HTML the storefront
 * shows. The merchant's text never passes raw HTML through: markdown-it escapes it (`html: false`)
 * and refuses `javascript:`-like links, then an allow-list sanitiser keeps only the tags, attributes
 * and URL schemes below (http, https, mailto, tel and relative addresses), whatever slipped by.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'em', 's', 'del', 'code', 'pre', 'blockquote',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], ol: ['start'], th: ['style'], td: ['style'] },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
};

/** Markdown in, safe HTML out. */
export function renderMarkdown(text: string): string {
  return sanitizeHtml(markdown.render(text), ALLOWED).trim();
}

/**
 * A link the merchant's structured content (menus, banners, footers) may hold: an http(s)
 * address, mailto:/tel:, or a path of the shop (`/fr/faq`, never `//elsewhere`).
 */
export function isSafeLink(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  // eslint-disable-next-line no-control-regex -- a control character in a link is how scheme checks are fooled
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  if (text.startsWith('/')) return !text.startsWith('//') && !text.startsWith('/\\');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) return !text.includes(':') && !text.startsWith('\\');
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) && (!scheme.startsWith('http') || /^https?:\/\/[^/\\\s]/i.test(text));
}
