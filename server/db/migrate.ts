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
import { migration0006 } from './migrations/0006_newsletter';
import { migration0007 } from './migrations/0007_contact_ratings';
import { migration0008 } from './migrations/0008_returns';
import { migration0009 } from './migrations/0009_giftcards';
import { migration0010 } from './migrations/0010_merchant_catalogue';
import { migration0011 } from './migrations/0011_media_originals';
import { migration0012 } from './migrations/0012_store_texts';
import { migration0013 } from './migrations/0013_retired_sizes';
import { migration0014 } from './migrations/0014_product_watermarks';
import { migration0015 } from './migrations/0015_promotion_rules';
import { migration0016 } from './migrations/0016_content_entries';
import { migration0017 } from './migrations/0017_delivery_terms';
import { migration0019 } from './migrations/0019_staff_second_factor';
import { migration0020 } from './migrations/0020_audit';
import { migration0021 } from './migrations/0021_passkeys';
import { migration0022 } from './migrations/0022_size_guides_fit';
import { migration0023 } from './migrations/0023_recently_viewed';
import { migration0024 } from './migrations/0024_basket_reminders';
import { migration0025 } from './migrations/0025_support_desk';
import { migration0026 } from './migrations/0026_product_versions';
import { migration0027 } from './migrations/0027_outbox_mails';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_catalogue': migration0001,
  '0002_promotions': migration0002,
  '0003_product_alerts': migration0003,
  '0004_accounts': migration0004,
  '0005_orders': migration0005,
  '0006_newsletter': migration0006,
  '0007_contact_ratings': migration0007,
  '0008_returns': migration0008,
  '0009_giftcards': migration0009,
  '0010_merchant_catalogue': migration0010,
  '0011_media_originals': migration0011,
  '0012_store_texts': migration0012,
  '0013_retired_sizes': migration0013,
  '0014_product_watermarks': migration0014,
  '0015_promotion_rules': migration0015,
  '0016_content_entries': migration0016,
  '0017_delivery_terms': migration0017,
  '0019_staff_second_factor': migration0019,
  '0020_audit': migration0020,
  '0021_passkeys': migration0021,
  '0022_size_guides_fit': migration0022,
  '0023_recently_viewed': migration0023,
  '0024_basket_reminders': migration0024,
  '0025_support_desk': migration0025,
  '0026_product_versions': migration0026,
  '0027_outbox_mails': migration0027,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  // Unordered: migrations written side by side (0006, 0007) apply whichever a database lacks.
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results ?? [];
}
