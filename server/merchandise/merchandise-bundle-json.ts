/**
 * The bundle's JSON files: read whole (they are small), checked as UTF-8, parsed, then checked
 * against their schema (merchandise-schemas.ts), each mismatch worded with the field it is about:
 * `categories.json: [3].parent "men clothes" is not the parent category key, or null…`.
 */
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BundleLimits, type BundleProblems, shown, sizeText } from './merchandise-bundle-limits';
import { utf8Text } from './merchandise-bundle-text';
import { BUNDLE_SCHEMAS, type BundleSchemaName, type ShapeError, shapeErrors } from './merchandise-schemas';

const pointer = (instancePath: string): string[] => (instancePath === '' ? [] : instancePath.slice(1).split('/').map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~')));

/** `/3/names/fr` as `[3].names.fr`; a key that is no identifier is quoted: `["home.title"]`. */
export function fieldName(instancePath: string): string {
  return pointer(instancePath)
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : /^[A-Za-z_][A-Za-z0-9_]*$/.test(part) ? `${index === 0 ? '' : '.'}${part}` : `[${JSON.stringify(part)}]`))
    .join('');
}

const at = (root: unknown, parts: string[]): unknown =>
  parts.reduce<unknown>((value, part) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), root);

const TYPE_WORDS: Record<string, string> = { object: 'an object', array: 'a list', string: 'text', number: 'a number', integer: 'a whole number', boolean: 'true or false', null: 'null' };
const typeWords = (type: unknown): string => (Array.isArray(type) ? type : [type]).map((each) => TYPE_WORDS[String(each)] ?? String(each)).join(', ');

/** One schema mismatch in plain words, or null for the echoes a validator adds (`schema is false`). */
export function shapeText(name: BundleSchemaName, error: ShapeError, value: unknown): { field: string; message: string } | null {
  if (error.keyword === 'boolean') return null;
  const field = fieldName(error.instancePath);
  const where = field === '' ? 'the file' : field;
  const found = at(value, pointer(error.instancePath));
  const schema = at(BUNDLE_SCHEMAS[name], error.schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean)) as { description?: string } | undefined;
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return { field, message: `${where} needs ${(params.requiredProperties as string[]).join(', ')}` };
    case 'additionalProperties':
      return { field, message: `${where} has unknown field${(params.additionalProperties as string[]).length > 1 ? 's' : ''} ${(params.additionalProperties as string[]).join(', ')}` };
    case 'type':
      return { field, message: `${where} must be ${typeWords(params.type)}` };
    case 'enum':
      return { field, message: `${where} ${shown(String(found))} is not one of ${(params.allowedValues as string[]).join(', ')}` };
    case 'minLength':
      return { field, message: `${where} is empty` };
    case 'maxLength':
      return { field, message: `${where} is longer than ${String(params.limit)} characters` };
    case 'pattern':
      return { field, message: `${where} ${shown(String(found))} is not ${schema?.description ?? `like ${String(params.pattern)}`}` };
    default:
      return { field, message: `${where} ${error.message}` };
  }
}

/** Where JSON.parse stopped in `text`, or null when it stopped only because the text ended. */
function stopOf(text: string): number | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    if (position) return Number(position[1]) < text.length ? Number(position[1]) : null;
    return /Unexpected end/.test(message) ? null : text.length;
  }
}

/** A parser that does not say where it stopped is asked again on ever shorter beginnings of the text. */
const SEARCHED_BYTES = 5 * 1024 * 1024;

/**
 * The line of a JSON syntax error. A missing comma is noticed at the next value, often a line
 * later: the line given is the one the comma belongs to.
 */
function syntaxLine(text: string, message: string): number | undefined {
  let end = Number(/at position (\d+)/.exec(message)?.[1] ?? NaN);
  if (Number.isNaN(end)) {
    if (text.length > SEARCHED_BYTES) return undefined;
    let [low, high] = [0, text.length];
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (stopOf(text.slice(0, middle + 1)) === null) low = middle + 1;
      else high = middle;
    }
    end = low;
  }
  if (/^Expected ',' or/.test(message)) while (end > 0 && /\s/.test(text[end - 1])) end -= 1;
  let line = 1;
  for (let index = 0; index < Math.min(end, text.length); index += 1) if (text.charCodeAt(index) === 10) line += 1;
  return line;
}

/** `Unexpected token '}'`, without the echo of the whole text some engines add. */
export const syntaxText = (message: string): string => message.replace(/, (?:\.\.\.)?".*is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '');

/**
 * A JSON file of the bundle, parsed and of its schema's shape; null when it has problems (added to
 * `problems`), undefined when it is absent and `optional`.
 */
export async function readJsonFile(root: string, relative: string, name: BundleSchemaName, limits: BundleLimits, problems: BundleProblems, optional = false): Promise<unknown> {
  const file = path.join(root, relative);
  const stats = await lstat(file).catch(() => null);
  if (!stats) {
    if (!optional) problems.at(relative, undefined, 'is missing');
    return undefined;
  }
  if (!stats.isFile()) {
    problems.at(relative, undefined, 'is not a plain file');
    return null;
  }
  if (stats.size > limits.jsonBytes) {
    problems.at(relative, undefined, `is over ${sizeText(limits.jsonBytes)}`);
    return null;
  }
  const text = utf8Text(relative, await readFile(file), problems);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    problems.at(relative, syntaxLine(text, message), `is not valid JSON (${syntaxText(message)})`);
    return null;
  }
  const errors = shapeErrors(name, value);
  for (const error of errors) {
    const worded = shapeText(name, error, value);
    if (worded) problems.at(relative, undefined, worded.message, worded.field);
  }
  return errors.length === 0 ? value : null;
}
