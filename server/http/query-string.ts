/**
 * Query strings as the v5 clients send them: repeated keys become arrays, and a key written
 * `name[]` (e.g. `templateSlugs[]=a&templateSlugs[]=b`) is always an array, even with one value.
 */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(query)) {
    const existing = result[key];
    if (existing === undefined) result[key] = key.endsWith('[]') ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else result[key] = [existing, value];
  }
  return result;
}
