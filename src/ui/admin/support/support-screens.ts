import type { AdminScreen } from '../shell/admin-screen';

/** The support screens of the back office (issue 39): the support helper fills this list. */
export const SUPPORT_SCREENS: AdminScreen[] = [];
