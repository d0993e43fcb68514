/**
 * Typed Symbol tokens for the Inversify containers (one composition root per runtime:
 * browser, SSR request, CLI). Application code stays decorator-free: use cases are bound with
 * factories (`toResolvedValue`).
 */
export { CATALOGUE_API } from '../../application/ports/catalogue-api';
export { REQUEST_CONTEXT } from '../../application/ports/request-context';
export { ERROR_REPORTER } from '../../application/ports/error-reporter';
export { CLOCK } from '../../application/ports/clock';
