/** The pages' table (migration 0001): redirects of old addresses, per store or for every store. */
import type { Generated } from 'kysely';

export interface RedirectsTable {
  id: Generated<number>;
  /** '' for every store. */
  store_id: string;
  from_path: string;
  to_path: string;
  code: number;
}

export interface PagesTables {
  redirects: RedirectsTable;
}
