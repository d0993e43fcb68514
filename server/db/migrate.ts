/**
 * Versioned migrations, listed here in code (no directory scan: works the same under tsx, vitest
 * and a bundle). Add a file `NNNN_name.ts` under ./migrations and one line below.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResult } from 'kysely';
import { migration0001 } from './migrations/0001_catalogue';
import { migration0002 } from './migrations/0002_promotions';
import { migration0003 } from './migrations/0003_product_alerts';
import { migration0004 } from './migrations/0004_accounts';
import { migration0005 } from './migrations/0005_orders';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_catalogue': migration0001,
  '0002_promotions': migration0002,
  '0003_product_alerts': migration0003,
  '0004_accounts': migration0004,
  '0005_orders': migration0005,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results ?? [];
}
