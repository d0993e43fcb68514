import type { AdminTexts } from '../shell/admin-screen';

/** The administration screens' texts, keys prefixed `administration.` (fr and en at least; the others optional). */
export const ADMINISTRATION_TEXTS: AdminTexts = { fr: {}, en: {} };
