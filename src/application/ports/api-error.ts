/**
 * Transport errors are normalised once, at the adapter edge, to `{ code, message }` (SPEC §8).
 * Known codes: 0 network, 401, 403, 404, 500. Default 500 'Internal Server Error'.
 */
export class ApiError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }

  static readonly DEFAULT_CODE = 500;
  static readonly DEFAULT_MESSAGE = 'Internal Server Error';
  static readonly NETWORK_CODE = 0;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
