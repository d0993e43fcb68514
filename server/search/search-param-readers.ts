/**
 * Reading one search parameter as Algolia types it, from what arrives on the wire: JSON values,
 * or strings from a urlencoded `params`. Every failure is a 400 naming the parameter, in
 * Algolia's words ("Invalid value for "hitsPerPage" parameter, expected an integer").
 */
import { SearchError } from './search-error';

export type RawParams = Record<string, unknown>;

/**
 * The deepest a parameter value may be nested: `facetFilters` and `optionalFilters` are the
 * deepest Algolia takes (an array of arrays of strings). Checked without recursion, before
 * anything walks the value, so no request can overflow the stack.
 */
export const MAX_VALUE_DEPTH = 3;

export function checkDepth(value: unknown, name: string, maxDepth = MAX_VALUE_DEPTH): void {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) throw SearchError.badRequest(`Invalid value for "${name}" parameter, too deeply nested`);
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
}

const invalid = (name: string, expected: string): SearchError =>
  SearchError.badRequest(`Invalid value for "${name}" parameter, expected ${expected}`);

const absent = (value: unknown): boolean => value === undefined || value === null || value === '';

function asInteger(value: unknown, name: string): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isInteger(number)) throw invalid(name, 'an integer');
  return number;
}

/** An integer refused outside [min, max]. */
export function integer(raw: RawParams, name: string, fallback: number, min: number, max: number): number {
  if (absent(raw[name])) return fallback;
  const number = asInteger(raw[name], name);
  if (number < min || number > max) throw invalid(name, `a value between ${min} and ${max}`);
  return number;
}

/** An integer refused below `min` and read as `max` above it (Algolia's maxValuesPerFacet). */
export function clampedInteger(raw: RawParams, name: string, fallback: number, min: number, max: number): number {
  if (absent(raw[name])) return fallback;
  const number = asInteger(raw[name], name);
  if (number < min) throw invalid(name, `a value greater than or equal to ${min}`);
  return Math.min(number, max);
}

export function text(raw: RawParams, name: string, fallback: string, maxLength = Infinity): string {
  const value = raw[name];
  if (value === undefined || value === null) return fallback;
  let result: string;
  if (typeof value === 'string') result = value;
  else if (typeof value === 'number' || typeof value === 'boolean') result = String(value);
  else throw invalid(name, 'a string');
  if (result.length > maxLength) throw invalid(name, `at most ${maxLength} characters`);
  return result;
}

export function boolean(raw: RawParams, name: string, fallback: boolean): boolean {
  const value = raw[name];
  if (absent(value)) return fallback;
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw invalid(name, 'a boolean');
}

export function oneOf<T extends string>(raw: RawParams, name: string, choices: readonly T[], fallback: T): T {
  const value = raw[name];
  if (absent(value)) return fallback;
  const wanted = typeof value === 'boolean' ? String(value) : value;
  if (typeof wanted === 'string' && (choices as readonly string[]).includes(wanted)) return wanted as T;
  throw invalid(name, `one of ${choices.map((choice) => `"${choice}"`).join(', ')}`);
}

/** A list given as an array, a JSON array string or a comma-separated string. */
export function list(raw: RawParams, name: string): string[] | null {
  const value = raw[name];
  if (value === undefined || value === null) return null;
  let items: unknown = value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        items = JSON.parse(trimmed);
      } catch {
        throw invalid(name, 'a JSON array');
      }
    } else {
      items = trimmed === '' ? [] : trimmed.split(',').map((item) => item.trim());
    }
  }
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) throw invalid(name, 'an array of strings');
  return items as string[];
}

/** `attributesToRetrieve` wherever it comes from (search, getObject, getObjects). */
export function attributeList(value: unknown, name = 'attributesToRetrieve'): string[] | null {
  return list({ [name]: value }, name);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The `requests` of a multi-query or getObjects call: an array of at most `max` objects. */
export function requestList(requests: unknown, max: number, tooMany: string): Record<string, unknown>[] {
  if (!Array.isArray(requests)) throw SearchError.badRequest('requests: expected an array');
  if (requests.length > max) throw SearchError.badRequest(tooMany);
  return requests.map((request, index) => {
    if (!isObject(request)) throw SearchError.badRequest(`requests[${index}]: expected an object`);
    return request;
  });
}
