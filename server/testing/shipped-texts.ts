/**
 * Every text the shop ships, per language, read from the sources (not from running code: most
 * texts files keep their words private and many are templates). A string belongs to a language
 * when it sits under a `fr:`…`en:` key, in the matching argument of a six-language helper
 * (`l6(fr, es, it, nl, de, en)`, `L(…)`), in a constant named `…_FR`…`…_EN`, or in the
 * storefront catalogue's `<language>.json`. Tests use it to hold each language's register and to
 * keep placeholder words out of the shop.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { LOCALE_CODES, isLocaleCode, type LocaleCode } from '../../src/domain/store/locales';

export interface ShippedText {
  locale: LocaleCode;
  file: string;
  line: number;
  text: string;
}

const ROOT = join(import.meta.dirname, '..', '..');
const SIX_LANGUAGE_HELPERS = new Set(['l6', 'L']);
const MENTIONS_A_LANGUAGE = /\b(fr|es|it|nl|de|en)\b|_(FR|ES|IT|NL|DE|EN)\b|\b(l6|L)\(/;

function filesUnder(directory: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, directory), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter(keep)
    .sort();
}

const isShippedSource = (path: string) =>
  /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.includes('/testing/') && !path.endsWith('.d.ts');

/** The text sources: every server module (texts modules, mails, documents, the payment sandbox,
 * the fallback pages, the demo shop's CMS pages), the domain's and the UI's words and the
 * storefront catalogue. */
export function textSourceFiles(): string[] {
  return [
    ...filesUnder('server', isShippedSource),
    ...filesUnder('src/domain', isShippedSource),
    ...filesUnder('src/ui', isShippedSource),
    ...filesUnder('server/content/content-translations', (path) => path.endsWith('.json')),
  ];
}

function localeOfName(name: string): LocaleCode | null {
  if (isLocaleCode(name)) return name;
  const suffix = /_(FR|ES|IT|NL|DE|EN)$/.exec(name)?.[1]?.toLowerCase();
  return suffix && isLocaleCode(suffix) ? suffix : null;
}

function propertyName(name: ts.PropertyName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

function textsOfSource(file: string, source: string): ShippedText[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ShippedText[] = [];
  const keep = (node: ts.Node, text: string, locale: LocaleCode | null) => {
    if (locale && text.trim()) found.push({ locale, file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  };
  const visit = (node: ts.Node, locale: LocaleCode | null): void => {
    if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node.name);
      visit(node.initializer, name && isLocaleCode(name) ? name : locale);
      return;
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      visit(node.initializer, localeOfName(node.name.text) ?? locale);
      return;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SIX_LANGUAGE_HELPERS.has(node.expression.text)
      && node.arguments.length === LOCALE_CODES.length) {
      node.arguments.forEach((argument, index) => visit(argument, LOCALE_CODES[index]));
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) keep(node, node.text, locale);
    else if (ts.isTemplateExpression(node)) {
      keep(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … '), locale);
      node.templateSpans.forEach((span) => visit(span.expression, locale));
      return;
    }
    // Imports, types and lookups by key name no words.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node) || ts.isElementAccessExpression(node)) return;
    node.forEachChild((child) => visit(child, locale));
  };
  visit(tree, null);
  return found;
}

function textsOfCatalogue(file: string, source: string): ShippedText[] {
  const locale = /([a-z]{2})\.json$/.exec(file)?.[1];
  if (!locale || !isLocaleCode(locale)) return [];
  const lines = source.split('\n');
  return Object.entries(JSON.parse(source) as Record<string, string>).map(([key, text]) => ({
    locale, file, text, line: lines.findIndex((line) => line.includes(JSON.stringify(key))) + 1,
  }));
}

export function shippedTexts(): ShippedText[] {
  return textSourceFiles().flatMap((file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    if (file.endsWith('.json')) return textsOfCatalogue(file, source);
    // Parsing is the slow part: a file naming no language holds no text of one.
    return MENTIONS_A_LANGUAGE.test(source) ? textsOfSource(file, source) : [];
  });
}
