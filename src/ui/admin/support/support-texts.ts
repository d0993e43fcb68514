import type { AdminTexts } from '../shell/admin-screen';

/** The support screens' texts, keys prefixed `support.` (fr and en at least; the others optional). */
export const SUPPORT_TEXTS: AdminTexts = { fr: {}, en: {} };
