/**
 * The frame of `_highlightResult` and `_snippetResult`: a record's shape for some attribute paths
 * (`brand.name`, `artists.name` through arrays, `names` for every language, `*` for everything),
 * each string replaced by what the caller makes of it.
 */
export type Mirrored<T> = T | Mirrored<T>[] | { [key: string]: Mirrored<T> };

/** Applies `leaf` to every string below `value`, keeping the shape of objects and arrays. */
function mapAll<T>(value: unknown, leaf: (text: string) => T): Mirrored<T> | undefined {
  if (typeof value === 'string') return leaf(value);
  if (Array.isArray(value)) return value.map((item) => mapAll(item, leaf) ?? {});
  if (value !== null && typeof value === 'object') {
    const result: Record<string, Mirrored<T>> = {};
    for (const [key, child] of Object.entries(value)) {
      const mapped = mapAll(child, leaf);
      if (mapped !== undefined) result[key] = mapped;
    }
    return result;
  }
  return undefined;
}

function mapPath<T>(value: unknown, path: string[], leaf: (text: string) => T): Mirrored<T> | undefined {
  if (path.length === 0) return mapAll(value, leaf);
  if (Array.isArray(value)) return value.map((item) => mapPath(item, path, leaf) ?? {});
  if (value === null || typeof value !== 'object') return undefined;
  const child = mapPath((value as Record<string, unknown>)[path[0]], path.slice(1), leaf);
  return child === undefined ? undefined : { [path[0]]: child };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (Array.isArray(existing) && Array.isArray(value)) {
      target[key] = existing.map((item, index) =>
        isPlainObject(item) && isPlainObject(value[index]) && !('matchLevel' in item)
          ? deepMerge({ ...item }, value[index] as Record<string, unknown>)
          : item,
      );
    } else if (isPlainObject(existing) && isPlainObject(value) && !('matchLevel' in existing)) {
      target[key] = deepMerge({ ...existing }, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

/**
 * The record's shape for the given attribute paths (`*` for every string attribute), each string
 * replaced by `leaf(string)`: the frame of `_highlightResult` and `_snippetResult`.
 */
export function mirrorRecord<T>(record: object, attributes: readonly string[], leaf: (attribute: string) => (text: string) => T): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const mapped = attribute === '*' ? mapAll(record, leaf(attribute)) : mapPath(record, attribute.split('.'), leaf(attribute));
    if (isPlainObject(mapped)) deepMerge(result, mapped);
  }
  return result;
}
