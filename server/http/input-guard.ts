/**
 * The API's first line of defence (DESIGN decision 13), before any schema or service sees a
 * request: control characters never reach a query (PostgreSQL refuses NUL with a 500), keys stay
 * short and bodies shallow. Each route's TypeBox schema then checks types, lengths and ranges.
 *
 * - path parameters, the query string and the shop headers: no control character at all;
 * - everywhere: no lone UTF-16 surrogate (no UTF-8 text can hold one);
 * - JSON bodies: no control character but tab and line breaks (free text may have them), no
 *   object key with any, keys of at most 256 characters, at most 16 levels deep (a body a route
 *   streams, an uploaded archive, is not JSON and not walked).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasControlCharacter, hasLoneSurrogate } from '../../src/domain/text/control-characters';
import { sendError } from './errors';

export const MAX_BODY_DEPTH = 16;
export const MAX_KEY_LENGTH = 256;

/** Headers the API reads (SPEC §7, the product `version`). */
const CHECKED_HEADERS = ['store', 'device', 'accept-language', 'version'] as const;

/** The first refusal of a value, as `where/key/…` and why; null when it is clean. */
export function inputProblem(where: string, value: unknown, options: { allowLineBreaks: boolean }): string | null {
  const stack: [string, unknown, number][] = [[where, value, 0]];
  while (stack.length > 0) {
    const [path, current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacter(current, options)) return `${path} must not contain control characters`;
      if (hasLoneSurrogate(current)) return `${path} must be well-formed Unicode`;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    // A body a route takes as a stream (an uploaded archive) is not JSON: it is the route's own.
    if (typeof (current as { pipe?: unknown }).pipe === 'function' || ArrayBuffer.isView(current)) continue;
    if (depth >= MAX_BODY_DEPTH) return `${where} must not be nested more than ${MAX_BODY_DEPTH} levels deep`;
    for (const [key, item] of Object.entries(current)) {
      if (key.length > MAX_KEY_LENGTH) return `${path} must not have keys longer than ${MAX_KEY_LENGTH} characters`;
      if (hasControlCharacter(key)) return `${path} must not have keys with control characters`;
      if (hasLoneSurrogate(key)) return `${path} must have well-formed Unicode keys`;
      stack.push([`${path}/${key}`, item, depth + 1]);
    }
  }
  return null;
}

export function requestInputProblem(request: Pick<FastifyRequest, 'params' | 'query' | 'body' | 'headers'>): string | null {
  const strict = { allowLineBreaks: false };
  const headers: Record<string, unknown> = {};
  for (const name of CHECKED_HEADERS) if (request.headers[name] !== undefined) headers[name] = request.headers[name];
  return (
    inputProblem('params', request.params, strict) ??
    inputProblem('querystring', request.query, strict) ??
    inputProblem('headers', headers, strict) ??
    inputProblem('body', request.body, { allowLineBreaks: true })
  );
}

/** preValidation hook of the API scope: a 400 `{ code, message }` for the first refusal. */
export async function inputGuardHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const problem = requestInputProblem(request);
  if (problem) return sendError(reply, 400, problem);
}
