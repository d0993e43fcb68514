/**
 * A Symbol that remembers the type bound to it, so the composition roots can check a binding
 * against its token and a look-up gives the bound type back. Ports declare theirs beside the
 * interface; use cases get theirs in the container's `*-tokens.ts` files.
 */
export type Token<T> = symbol & { readonly __boundType?: T };

/** `Symbol.for(name)`: the same token whichever module (or bundle chunk) asks for it. */
export function token<T>(name: string): Token<T> {
  return Symbol.for(name) as Token<T>;
}
