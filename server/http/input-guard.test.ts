import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, inputProblem, requestInputProblem } from './input-guard';

const strict = { allowLineBreaks: false };
const body = { allowLineBreaks: true };

describe('inputProblem', () => {
  it('names the first field with a control character, keys included', () => {
    expect(inputProblem('body', { a: [{ b: 'x\u0000y' }] }, body)).toBe('body/a/0/b must not contain control characters');
    expect(inputProblem('querystring', { 'k\u0001': 'v' }, strict)).toBe('querystring must not have keys with control characters');
    expect(inputProblem('params', { slug: 'a\u0085' }, strict)).toBe('params/slug must not contain control characters');
    expect(inputProblem('body', { note: 'ligne 1\r\nligne 2\tfin' }, body)).toBeNull();
    expect(inputProblem('querystring', { q: 'a\nb' }, strict)).toBe('querystring/q must not contain control characters');
    expect(inputProblem('body', { ok: ['é😀', 1, null, true, { '': '%00' }] }, body)).toBeNull();
  });

  it('refuses a lone surrogate (a broken emoji) in any value or key, and keeps whole pairs', () => {
    expect(inputProblem('body', { path: '/search/\ud800' }, body)).toBe('body/path must be well-formed Unicode');
    expect(inputProblem('querystring', { q: 'a\udc00' }, strict)).toBe('querystring/q must be well-formed Unicode');
    expect(inputProblem('body', { ['\udbff']: 1 }, body)).toBe('body must have well-formed Unicode keys');
    expect(inputProblem('body', { q: '\ud83d\ude00 ok' }, body)).toBeNull();
  });

  it('refuses long keys and deep nesting without recursing', () => {
    expect(inputProblem('body', { ['k'.repeat(257)]: 1 }, body)).toMatch(/keys longer than 256/);
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(inputProblem('body', deep, body)).toBe(`body must not be nested more than ${MAX_BODY_DEPTH} levels deep`);
    let fine: unknown = 'x';
    for (let level = 0; level < MAX_BODY_DEPTH; level++) fine = { a: fine };
    expect(inputProblem('body', fine, body)).toBeNull();
  });

  it('checks the shop headers the API reads, and leaves the others alone', () => {
    const request = { params: {}, query: {}, body: undefined, headers: { 'user-agent': 'x\u0001', store: 'boutique_es' } };
    expect(requestInputProblem(request)).toBeNull();
    expect(requestInputProblem({ ...request, headers: { 'accept-language': 'fr\u0000' } })).toBe('headers/accept-language must not contain control characters');
  });
});
