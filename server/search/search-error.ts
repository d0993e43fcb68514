/**
 * Failures of the search protocol, answered as Algolia does: `{ message, status }` with that HTTP
 * status (403: a key refused, or an index it may not use). Anything else thrown by the engine is a bug.
 */
export class SearchError extends Error {
  readonly status: 400 | 403 | 404;

  constructor(status: 400 | 403 | 404, message: string) {
    super(message);
    this.name = 'SearchError';
    this.status = status;
  }

  static badRequest(message: string): SearchError {
    return new SearchError(400, message);
  }

  static forbidden(message: string): SearchError {
    return new SearchError(403, message);
  }

  static notFound(message: string): SearchError {
    return new SearchError(404, message);
  }

  toJSON(): { message: string; status: number } {
    return { message: this.message, status: this.status };
  }
}

export const isSearchError = (error: unknown): error is SearchError => error instanceof SearchError;
