import type { AdminScreen } from '../shell/admin-screen';

/** The administration screens of the back office (issue 39): the administration helper fills this list. */
export const ADMINISTRATION_SCREENS: AdminScreen[] = [];
