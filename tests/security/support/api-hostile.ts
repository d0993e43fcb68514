/**
 * Hostile requests for the security run (issue 16), shaped by the app's own OpenAPI document:
 * hostile path parameters, query strings, shop headers, Host, Authorization (junk, forged or a
 * real access token), and bodies by schema (wrong types, huge, unicode, NUL, `__proto__` and
 * `constructor` keys, deep nesting). It replaces the quick run of 400 requests in all that
 * `npm run test:unit` had: this one runs ≥ 500 cases per operation.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  patternProperties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>>;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

const SPECIAL_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\u0000'.repeat(10), '%00', '%0a', '%0d%0a', '%ff', '%E0%A4%A', '%', '%%', '%2e%2e%2f',
  '.', '..', '../../etc/passwd', '..\\..\\windows\\win.ini', '/..;/', '//evil.example', '/\\evil.example', 'https://evil.example/',
  '\n', '\r\n', '\t', '\u0001', '\u001b[31m', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029', '\u202e', '\u200b', '\ufeff', '\ufffd',
  '\uffff', '\ud800', '\udfff', 'a\ud800b', '😀', '👨‍👩‍👧‍👦', 'é', 'e\u0301', 'ǅ', 'İ', 'ß', 'ﬃ', 'Ⅻ', '١٢٣', '𝟏𝟐', 'Ｆｒ',
  '<script>alert(1)</script>', "' OR 1=1 --", '"; DROP TABLE products; --', '${jndi:ldap://x}', '{{7*7}}', '\\', '"', "'",
  'null', 'undefined', 'true', 'NaN', 'Infinity', '-1', '0', '-0', '1.5', '1e3', '0x10', '2147483647', '2147483648', '-2147483649',
  '9'.repeat(30), '1e309', '__proto__', 'constructor', 'prototype', 'toString',
  'laboutiqueofficielle', 'boutique_es', 'boutique_com', 'fr', 'es-ES,es;q=0.9', 'de-DE', '*', 'x'.repeat(300), 'a'.repeat(5000),
  '/'.repeat(300), '%'.repeat(60), ','.repeat(200), '1,'.repeat(150),
];
/** Percent sequences and traversal put into URLs as they are, not encoded again. */
const RAW_URL_PARTS = ['%00', '%0a', '%0D', '%7f', '%C2%85', '%ff', '%E0%A4%A', '%ED%A0%80', '%2e%2e', '..%2f..%2f', '%2F', '%252e', '..', '.', '%20', '+', ';', '%u0000', '%'];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\n', '\u0085', '%00', '\ud800', '/../', '\u202e'), fc.string({ maxLength: 8 }))
      .map(([a, b, c]) => `${a}${b}${c}`),
  },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1, 0.5, 1.5, -1.5, 2147483647, 2147483648, -2147483648, -2147483649, 4294967296, 1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileAny: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': null }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }) },
);

/** Plausible shop paths, so that hostile tails reach the route resolver and its queries. */
const shopPath: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('/', '/homme', '/femme/sweats', '/p/x', '/t/faq', '/tp/streetwear-lookbook', '/search/sweat', '/c-lea-moreau-1', '/nouveautes?page=1', '/outlet', '/es/', '/marques'),
  fc.tuple(fc.constantFrom('/', '/p/', '/t/', '/tp/', '/search/', '/homme/', '/c-', '/es/'), fc.oneof(hostileString, fc.constantFrom(...RAW_URL_PARTS))).map(([prefix, tail]) => `${prefix}${tail}`),
);

/**
 * A value for a JSON schema. `valid`: what the schema takes, odd but acceptable strings included
 * (these reach the services and the database); `hostile`: mostly shaped by the schema, with
 * hostile values anywhere inside.
 */
type Mode = 'valid' | 'hostile';

function valueFor(schema: JsonSchema | undefined, name: string, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return mode === 'valid' ? fc.constant(null) : hostileAny;
  const spoil = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
    mode === 'valid' ? valid : fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: hostile }, { weight: 1, arbitrary: hostileAny });
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => valueFor(option, name, mode, depth + 1)));
  if (schema.enum) return spoil(fc.constantFrom(...schema.enum), hostileString);
  if ('const' in schema) return spoil(fc.constant(schema.const), hostileAny);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return spoil(validString(schema, name), hostileString);
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1000, -1000);
      const max = Math.max(min, Math.min(schema.maximum ?? 5000, 5000));
      const bounds = [schema.minimum, schema.maximum].filter((n): n is number => n !== undefined);
      const valid = type === 'integer'
        ? (bounds.length > 0 ? fc.oneof(fc.integer({ min, max }), fc.constantFrom(...bounds)) : fc.integer({ min, max }))
        : fc.double({ min, max, noNaN: true });
      return spoil(valid, hostileNumber);
    }
    case 'boolean':
      return spoil(fc.boolean(), hostileAny);
    case 'null':
      return spoil(fc.constant(null), hostileAny);
    case 'array':
      return spoil(
        fc.array(valueFor(schema.items, name, mode, depth + 1), { maxLength: 4 }),
        fc.array(fc.constant(1), { minLength: 101, maxLength: 150 }),
      );
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record = fc.record(
        Object.fromEntries(properties.map(([key, property]) => [key, valueFor(property, key, mode, depth + 1)])),
        { requiredKeys: mode === 'valid' ? (schema.required ?? []).filter((key) => key in (schema.properties ?? {})) : [] },
      );
      const additional = schema.patternProperties ? Object.values(schema.patternProperties)[0] : typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
      const extraKey = mode === 'valid' ? fc.constantFrom('x', 'categoryIds', 'query', 'name') : fc.oneof(hostileString, fc.constantFrom(...POLLUTING_KEYS));
      const extra = fc.dictionary(extraKey, additional ? valueFor(additional, name, mode, depth + 1) : mode === 'valid' ? fc.constant('x') : hostileAny, { maxKeys: 3 });
      return spoil(fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known })), hostileAny);
    }
    default:
      return mode === 'valid' ? fc.constant(null) : hostileAny;
  }
}

/** Strings the schema takes: generated from its pattern, or odd ones that happen to pass it. */
function validString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fits = (text: string) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity) && (!pattern || pattern.test(text));
  // Odd strings that happen to pass: none may ever pass a strict pattern (`^\d{4}-\d{2}-\d{2}$`),
  // and a filter that never passes makes fast-check draw for ever (the whole shard hung on the
  // back office's order dates): such a schema gets its generated strings alone.
  const oddPool = fc.oneof(hostileString, fc.string({ unit: 'binary', maxLength: 30 }));
  const oddCanPass = fc.sample(oddPool, { numRuns: 500, seed: 39 }).some(fits);
  const odd = oddCanPass ? oddPool.filter(fits) : null;
  if (/path/i.test(name)) return (odd ? fc.oneof(shopPath, odd.map((text) => `/${text}`)) : shopPath).filter(fits);
  if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.constantFrom('a@b.fr', 'A@B.FR', 'x@localhost', 'é@ü.example', '"a b"@x.fr'), ...(odd ? [odd] : []));
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  let generated: fc.Arbitrary<string> = fc.string({ minLength, maxLength });
  if (pattern) {
    try {
      generated = fc.stringMatching(pattern).filter(fits);
    } catch {
      // a pattern fast-check cannot generate from: plain strings, filtered
      generated = generated.filter(fits);
    }
  }
  return odd ? fc.oneof({ weight: 2, arbitrary: generated }, { weight: 1, arbitrary: odd }) : generated;
}

/** encodeURIComponent, or the raw bytes of a broken surrogate (encodeURIComponent refuses it). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const asUrlText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value) ?? '');

/** A URL component: encoded text; hostile, sometimes a raw percent sequence or traversal around it. */
const urlComponent = (value: fc.Arbitrary<unknown>, mode: Mode = 'hostile') =>
  mode === 'valid'
    ? value.map((v) => encode(asUrlText(v)))
    : fc.oneof(
      { weight: 4, arbitrary: value.map((v) => encode(asUrlText(v))) },
      { weight: 1, arbitrary: fc.tuple(value, fc.constantFrom(...RAW_URL_PARTS)).map(([v, raw]) => `${encode(asUrlText(v))}${raw}`) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
    );

/** Header values a client could put on the wire (an HTTP parser refuses the rest). */
const wireSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
const headerValue = (valid: fc.Arbitrary<string>, mode: Mode) =>
  mode === 'valid' ? valid : fc.oneof({ weight: 2, arbitrary: valid }, { weight: 2, arbitrary: hostileString.map(wireSafe) }, { weight: 1, arbitrary: fc.constant('x'.repeat(600)) });

/** Well-formed hosts, trusted or not (an unknown one is answered, with the configured origin). */
const goodHost = fc.constantFrom('localhost:80', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'evil.example', 'shop.example:443', 'EVIL.example.');
const hostHeader = fc.oneof(
  { weight: 2, arbitrary: goodHost },
  { weight: 1, arbitrary: fc.constantFrom('[::1', 'a b', '127.0.0.1:99999', 'host@evil.example', 'x:', ':80', '[zz::1]', 'evil.example/x', '', 'é.example') },
  { weight: 1, arbitrary: hostileString.map(wireSafe) },
);

/** Keys that pollute a prototype when a handler merges a body into an object naively. */
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'roles', 'isAdmin'];
/** Written into the JSON text itself: `fc.dictionary` would set a prototype, not a key. */
const POLLUTION = '"__proto__":{"polluted":"yes","roles":["support"]},"constructor":{"prototype":{"polluted":"yes"}},';

/** The Authorization header: none, a real access token (signed in), or junk and forged ones. */
const JUNK_TOKENS = [
  'Bearer', 'Bearer ', 'Bearer x', 'Basic dXNlcjpwYXNz', 'Bearer a.b.c', 'Bearer ..', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicm9sZXMiOlsic3VwcG9ydCJdfQ.c2lnbmF0dXJl', `Bearer ${'a'.repeat(5000)}.b.c`,
  'Bearer \u0000.\u0000.\u0000', 'bearer  A.B.C  ', 'Bearer %00.%00.%00', 'Bearer null', 'Bearer undefined', 'Token abc',
];
const authorization = (token: string | undefined, mode: Mode): fc.Arbitrary<string | undefined> => {
  const valid = token ? fc.constant(`Bearer ${token}`) : fc.constant(undefined);
  if (mode === 'valid') return valid;
  const tampered = token ? [fc.constant(`Bearer ${token.slice(0, -2)}xx`), fc.constant(`Bearer ${token}.x`), fc.constant(`Bearer ${token.split('.').reverse().join('.')}`)] : [];
  return fc.oneof(valid, fc.constantFrom(...JUNK_TOKENS), hostileString.map((text) => `Bearer ${wireSafe(text)}`), ...tampered);
};

// ---------------------------------------------------------------------------------------------
// Requests

/** Which part of a request is hostile: one at a time mostly, so the others get past their checks. */
const PARTS = ['path', 'query', 'headers', 'body'] as const;
type Part = (typeof PARTS)[number];
const hostileParts = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PARTS).map((part) => new Set<Part>([part])) },
  { weight: 2, arbitrary: fc.constant(new Set<Part>()) },
  { weight: 1, arbitrary: fc.constant(new Set<Part>(PARTS)) },
);

/**
 * Requests for one operation. `token`: a real access token, sent (valid or spoiled) in half the
 * cases so that the handlers behind `/secure` and `/admin` run too.
 */
export function operationRequest(operation: Operation, token?: string): fc.Arbitrary<InjectOptions> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');

  const path = (mode: Mode) =>
    fc.tuple(...pathParams.map((p) => urlComponent(valueFor(p.schema, p.name, mode), mode))).map((values) =>
      pathParams.reduce((url, p, index) => url.replace(`{${p.name}}`, values[index] || (mode === 'valid' ? 'x' : '%00')), operation.path),
    );

  const query = (mode: Mode) => {
    const entry = (p: Parameter) =>
      fc.option(
        valueFor(p.schema, p.name, mode)
          .chain((value) => (Array.isArray(value) ? fc.tuple(...value.map((item) => urlComponent(fc.constant(item), mode))) : urlComponent(fc.constant(value), mode).map((v) => [v])))
          .map((values) => values.map((v) => `${encode(p.name)}=${v}`).join('&')),
        { freq: p.required ? (mode === 'valid' ? 1_000_000 : 8) : 2 },
      );
    const extraKey = mode === 'valid' ? fc.constantFrom('utm_source', 'page', 'no_cache', 'q') : urlComponent(hostileString);
    const extra = fc.array(fc.tuple(extraKey, urlComponent(mode === 'valid' ? fc.string({ maxLength: 10 }) : hostileAny, mode)).map(([k, v]) => `${k}=${v}`), { maxLength: 2 });
    return fc.tuple(fc.tuple(...queryParams.map(entry)), extra).map(([known, more]) =>
      [...known.filter((item): item is string => item !== null && item !== ''), ...more].join('&'),
    );
  };

  const headers = (mode: Mode) =>
    fc.record(
      {
        store: headerValue(fc.constantFrom('laboutiqueofficielle', 'boutique_es', 'boutique_it', 'boutique_be', 'boutique_de', 'boutique_com'), mode),
        device: headerValue(fc.constantFrom('0', '1'), mode),
        'accept-language': headerValue(fc.constantFrom('fr', 'es-ES,es;q=0.9', 'de', 'en-GB,en;q=0.8', '*', 'xx', 'nl-BE;q=0', 'it;q=abc'), mode),
        version: headerValue(fc.constantFrom('v3'), mode),
        host: mode === 'valid' ? goodHost : hostHeader,
      },
      { requiredKeys: [] },
    ).chain((values) =>
      fc.tuple(fc.boolean(), fc.constant(values)).chain(([signedIn, known]) =>
        authorization(signedIn ? token : undefined, mode).map((bearer) => (bearer === undefined ? known : { ...known, authorization: bearer })),
      ),
    );

  const deepBody = fc.tuple(fc.integer({ min: 20, max: 4000 }), fc.constantFrom('[', '{"a":')).map(([depth, open]) => {
    const close = open === '[' ? ']' : '}';
    return `{"basketItems":[],"path":"/","x":${open.repeat(depth)}1${close.repeat(depth)}}`;
  });
  const json = (value: unknown) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
  const body = (mode: Mode): fc.Arbitrary<{ payload?: string; contentType?: string }> => {
    if (!operation.body) return mode === 'valid' ? fc.constant({}) : fc.oneof(fc.constant({}), fc.constant({ payload: '', contentType: 'application/json' }), hostileAny.map(json));
    if (mode === 'valid') return valueFor(operation.body, 'body', 'valid').map(json);
    return fc.oneof(
      { weight: 8, arbitrary: valueFor(operation.body, 'body', 'hostile').map(json) },
      { weight: 1, arbitrary: deepBody.map((payload) => ({ payload, contentType: 'application/json' })) },
      { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((payload) => ({ payload, contentType: 'application/json' })) },
      { weight: 1, arbitrary: valueFor(operation.body, 'body', 'valid').map((value) => ({ payload: polluted(value), contentType: 'application/json' })) },
      { weight: 1, arbitrary: fc.tuple(fc.boolean(), valueFor(operation.body, 'body', 'valid')).map(([over, value]) => ({ payload: huge(over, value), contentType: 'application/json' })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          {},
          { payload: '', contentType: 'application/json' },
          { payload: '{"path":"/"}', contentType: 'text/plain' },
          { payload: 'null', contentType: 'application/json' },
          { payload: '{"__proto__":{"x":1},"path":"/"}', contentType: 'application/json' },
          { payload: '{"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
        ),
      },
    );
  };

  const polluted = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? `{${POLLUTION}${JSON.stringify(value).slice(1)}` : `{${POLLUTION}"x":1}`);
  // Past the body limit (1 MiB → 413), or just under it in every string of a valid body.
  const huge = (over: boolean, value: unknown) =>
    over ? JSON.stringify({ x: 'x'.repeat(1_100_000) }) : JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.padEnd(60_000, 'é') : v));
  const modeOf = (parts: Set<Part>, part: Part): Mode => (parts.has(part) ? 'hostile' : 'valid');
  return hostileParts
    .chain((parts) => fc.tuple(path(modeOf(parts, 'path')), query(modeOf(parts, 'query')), headers(modeOf(parts, 'headers')), body(modeOf(parts, 'body'))))
    .map(([url, search, headerValues, { payload, contentType }]) => ({
      method: operation.method as InjectOptions['method'],
      url: search ? `${url}?${search}` : url,
      headers: { ...headerValues, ...(contentType ? { 'content-type': contentType } : {}) } as Record<string, string>,
      ...(payload !== undefined ? { payload } : {}),
    }));
}

