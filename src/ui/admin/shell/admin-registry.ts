import { ADMINISTRATION_SCREENS } from '../administration/administration-screens';
import { MERCHANDISING_SCREENS } from '../merchandising/merchandising-screens';
import { SUPPORT_SCREENS } from '../support/support-screens';
import type { AdminScreen } from './admin-screen';
import { SHELL_SCREENS } from './shell-screens';

/** Every back-office screen, the three areas' registries together (dashboard first, as administration lists it), then the shell's own. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [...ADMINISTRATION_SCREENS, ...SUPPORT_SCREENS, ...MERCHANDISING_SCREENS, ...SHELL_SCREENS];
