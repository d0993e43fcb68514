/**
 * What the outlet asks of the search keys (issue 36): the secured key that sees a store's outlet-only
 * records, for a visitor the outlet let in. The search module's `SearchKeys` is one; the composition
 * root (`server/app.ts`) gives it to the modules, so the outlet reaches no search code (the search
 * module reads the catalogue, which asks the outlet's gate: a circle otherwise).
 */
export interface OutletSearchKeys {
  outletKey(storeId: string): string;
}
