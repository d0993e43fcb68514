/**
 * The administration module's public face (issue 39, the back office's ADMINISTRATION and its
 * dashboard): the dashboard's figures (administration-dashboard.ts), the mail log with its resend
 * (administration-outbox.ts), and the settings that are data — the maintenance switch here; the
 * free-shipping thresholds stay the delivery terms' (`PUT /admin/delivery-terms/stores/:store`).
 * The staff and their roles are the accounts module's (`/admin/staff`). Every change goes through
 * a staff route, so the audit hook records it.
 */
import type { MaintenanceSetting } from '../../src/domain/administration/outbox';
import type { CatalogueChanges } from '../cache/catalogue-changes';
import { authorOf, maintenanceOn, setEntry } from '../content/content-service';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { Db } from '../db/database';
import { administrationText } from './administration-texts';

export { dashboard, DASHBOARD_TIME_ZONE, type DashboardDeps } from './administration-dashboard';
export { listOutbox, mailLogEvents, RecordingMailer, resendMail, OUTBOX_MAX_PAGE_SIZE, type MailLogDeps } from './administration-outbox';

export interface SettingsDeps {
  db: Db;
  now: () => Date;
  forceMaintenance: boolean;
  catalogueChanges?: Pick<CatalogueChanges, 'contentChanged'>;
}

/** Whether the storefront is in maintenance now, and whether the server's configuration forces it. */
export async function maintenanceSetting(deps: SettingsDeps): Promise<MaintenanceSetting> {
  return { on: await maintenanceOn(deps), forced: deps.forceMaintenance };
}

/**
 * Turns the storefront's maintenance on or off: a new published version of the content's
 * `maintenance` entry (the switch the storefront reads first, after MAINTENANCE=1), so the merchant's
 * content history shows it too, and the pages forget their copies at once.
 */
export async function switchMaintenance(deps: SettingsDeps, staffId: number, on: boolean, locale: LocaleCode): Promise<Outcome<MaintenanceSetting>> {
  if (deps.forceMaintenance && !on) return fail('wrong-state', administrationText('maintenanceForced', locale));
  const set = await setEntry(deps, { kind: 'maintenance', storeId: '', key: '' }, { body: on, status: 'published', note: on ? 'maintenance on (back office)' : 'maintenance off (back office)' }, await authorOf(deps.db, staffId));
  if (!set.ok) return set;
  return succeed(await maintenanceSetting(deps));
}
