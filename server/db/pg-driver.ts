/**
 * node-postgres, imported when a shop first talks to PostgreSQL (DATABASE_URL): a static import
 * would be hoisted to the top of the server's one-file bundle and load the driver in every shop,
 * the embedded database's included (some 3 MB of heap, docs/operations.md "Memory").
 */
import type pg from 'pg';

export type PgModule = typeof pg;

let loading: Promise<PgModule> | null = null;

export function loadPg(): Promise<PgModule> {
  loading ??= import('pg').then((module) => module.default);
  return loading;
}
