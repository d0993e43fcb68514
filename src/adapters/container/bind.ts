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
