/** Where the shop's v5 API answers, on the shop's own origin. */
export const API_PATH = '/api/v5';
