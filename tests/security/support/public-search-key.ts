/**
 * The public search key a shop gives its clients (`GET /api/v5/init`'s `search.searchKey`, a
 * secured key hiding outlet-only records: issue 36), as a shopper's browser learns it; kept per shop.
 */
const known = new Map<string, Promise<string>>();

export function publicSearchKey(base: string, store = 'laboutiqueofficielle'): Promise<string> {
  let key = known.get(base);
  if (!key) {
    key = fetch(`${base}/api/v5/init`, { headers: { store } }).then(async (response) => ((await response.json()) as { search: { searchKey: string } }).search.searchKey);
    key.catch(() => known.delete(base));
    known.set(base, key);
  }
  return key;
}
