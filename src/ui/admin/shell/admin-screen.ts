import type { ComponentType } from 'react';
import type { StaffRole } from '../../../domain/auth/roles';

/** What a back-office screen receives from the shell's router: the path's params and the URL's query. */
export interface AdminScreenProps {
  params: Record<string, string>;
  query: URLSearchParams;
}

export type AdminSection = 'dashboard' | 'support' | 'merchandising' | 'administration';

/**
 * One screen of the back office (issue 39, /work/notes/admin-contract.md): each area lists its own in
 * its registry (support-screens.ts, merchandising-screens.ts, administration-screens.ts); the shell
 * routes to them, shows them in the menu when the staff member's roles allow, and loads each lazily.
 */
export interface AdminScreen {
  /** 'support.orders' */
  id: string;
  /** '/admin/orders', may hold params: '/admin/orders/:id' */
  path: string;
  /** Text key for the page title and the menu. */
  titleKey: string;
  /** Any of these (admin always passes). */
  roles: readonly StaffRole[];
  section: AdminSection;
  /** List screens true, detail screens false. */
  inMenu?: boolean;
  /** Lazy, own chunk. */
  load: () => Promise<{ default: ComponentType<AdminScreenProps> }>;
  /**
   * A concrete address of a screen whose path holds params ('/admin/orders/1001'), for the
   * accessibility audit (tests/e2e/admin/admin-a11y.spec.ts); without one such a screen is skipped.
   */
  samplePath?: string;
}

/** One language's texts: flat keys ('support.orders.title') to texts, `{{name}}` for values. */
export type TextTable = Record<string, string>;
/** An area's texts (support-texts.ts…): fr and en required, the other shop languages optional. */
export type AdminTexts = { fr: TextTable; en: TextTable } & Partial<Record<'es' | 'it' | 'nl' | 'de', TextTable>>;
