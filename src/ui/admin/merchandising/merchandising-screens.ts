import type { AdminScreen } from '../shell/admin-screen';

/** The merchandising screens of the back office (issue 39): the merchandising helper fills this list. */
export const MERCHANDISING_SCREENS: AdminScreen[] = [];
