/** SPEC §8: the words a tracking failure is reported with. */
export const TRACKING_FAILURE = 'Unable to send data to GTM';
