/**
 * Transport errors are normalised once, at the adapter edge, to `{ code, message }` (SPEC §8).
 * Known codes: 0 network, 401, 403, 404, 500. Default 500 'Internal Server Error'.
 */
export class ApiError extends Error {
  readonly code: number;
  /** Why the shop refused, when it says it beside `{ code, message }` (a 409 at checkout: `stock`, `price-changed`, `promotion`). */
  readonly reason?: string;

  constructor(code: number, message: string, options?: { cause?: unknown; reason?: string }) {
    super(message, options);
    this.name = 'ApiError';
    this.code = code;
    if (options?.reason) this.reason = options.reason;
  }

  static readonly DEFAULT_CODE = 500;
  static readonly DEFAULT_MESSAGE = 'Internal Server Error';
  static readonly NETWORK_CODE = 0;
  static readonly NETWORK_MESSAGE = 'Network Error';

  get isNetworkError(): boolean {
    return this.code === ApiError.NETWORK_CODE;
  }

  get isNotFound(): boolean {
    return this.code === 404;
  }

  get isUnauthorized(): boolean {
    return this.code === 401;
  }

  toJSON(): { code: number; message: string } {
    return { code: this.code, message: this.message };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
