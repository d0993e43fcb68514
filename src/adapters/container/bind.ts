/**
 * Typed bindings for the Inversify containers. Use cases stay decorator-free: each is bound to a
 * factory with the tokens of its dependencies, and the compiler checks the pair — the factory's
 * parameters take the types bound to those tokens, and what it builds must be the token's type.
 */
import type { Container } from 'inversify';
import type { Token } from '../../application/ports/token';

/** The types bound to a list of tokens, in the same order. */
export type BoundTypes<Tokens extends readonly Token<unknown>[]> = {
  [Index in keyof Tokens]: Tokens[Index] extends Token<infer Bound> ? Bound : never;
};

/** Binds `service` to what `factory` builds from `dependencies` (one instance per container). */
export function bindFactory<T, const Dependencies extends readonly Token<unknown>[]>(
  container: Container,
  service: Token<T>,
  factory: (...dependencies: BoundTypes<Dependencies>) => NoInfer<T>,
  dependencies: Dependencies,
): void {
  container.bind<T>(service).toResolvedValue(factory as (...resolved: unknown[]) => T, [...dependencies]);
}

/** Binds `service` to a ready value: what a runtime provides (its storage, cookies, context) or a test's replacement. */
export function bindValue<T>(container: Container, service: Token<T>, value: NoInfer<T>): void {
  container.bind<T>(service).toConstantValue(value);
}

/** What the container binds to `service`, typed by its token. */
export function resolve<T>(container: Container, service: Token<T>): T {
  return container.get<T>(service);
}

/** The types bound to a record of tokens, by the same names. */
export type ResolvedRecord<Tokens extends Record<string, Token<unknown>>> = {
  readonly [Name in keyof Tokens]: Tokens[Name] extends Token<infer Bound> ? Bound : never;
};

/**
 * A record of the services bound to `tokens`, each resolved when it is first read and kept: a
 * screen that asks for its feature's use cases uses two or three of them, and planning one (its
 * adapters, their dependencies) is the dearest part of a container's first call.
 */
export function resolveOnRead<const Tokens extends Record<string, Token<unknown>>>(container: Container, tokens: Tokens): ResolvedRecord<Tokens> {
  const record = {};
  for (const [name, service] of Object.entries(tokens)) {
    Object.defineProperty(record, name, {
      enumerable: true,
      configurable: true,
      get() {
        const value = resolve(container, service);
        Object.defineProperty(record, name, { value, enumerable: true });
        return value;
      },
    });
  }
  return record as ResolvedRecord<Tokens>;
}
