import type { Tracking } from '../../application/ports/tracking';

/** The server render and the CLI never track. */
export const noOpTracking: Tracking = {
  start: () => undefined,
  push: () => undefined,
};
