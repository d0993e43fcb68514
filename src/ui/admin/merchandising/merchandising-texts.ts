import type { AdminTexts } from '../shell/admin-screen';

/** The merchandising screens' texts, keys prefixed `merchandising.` (fr and en at least; the others optional). */
export const MERCHANDISING_TEXTS: AdminTexts = { fr: {}, en: {} };
