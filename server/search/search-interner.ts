/**
 * Distinct values by a string key, each with a small integer id: how the product table stores
 * what many products share (a brand, a colour, a list of sizes) once. Id 0 is reserved for
 * "none of these" so that typed arrays of ids start out meaning nothing.
 */
export class Interner<T> {
  private readonly ids = new Map<string, number>();
  private readonly values: (T | undefined)[] = [undefined];

  get size(): number {
    return this.values.length;
  }

  /** The id of `key`, registering `make()` as its value the first time. */
  intern(key: string, make: () => T): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(key, id);
      this.values.push(make());
    }
    return id;
  }

  /** The id of `key`, if registered. */
  id(key: string): number | undefined {
    return this.ids.get(key);
  }

  value(id: number): T {
    const value = this.values[id];
    if (value === undefined && id === 0) throw new Error('Interner: id 0 holds no value');
    return value as T;
  }
}

/** `array`, or a copy of it with room for `capacity` elements (same type, zeros after the old ones). */
export function grown<A extends Int32Array | Float64Array | Uint8Array>(array: A, capacity: number): A {
  if (array.length >= capacity) return array;
  const bigger = new (array.constructor as new (length: number) => A)(capacity);
  bigger.set(array);
  return bigger;
}
