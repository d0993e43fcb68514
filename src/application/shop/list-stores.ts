import { listStores, summarizeStore, type StoreSummary } from '../../domain/store/store-directory';

/** The six country stores of SPEC §1, from the shop's own table (works without the API). */
export class ListStores {
  execute(): StoreSummary[] {
    return listStores().map(summarizeStore);
  }
}
