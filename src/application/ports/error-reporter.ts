import { token } from './token';

/** Where failures that have no user message go (SPEC §8 "reported only"). */
export interface ErrorReporter {
  report(error: unknown, context?: string): void;
  fatal(error: unknown, context?: string): void;
}

export const ERROR_REPORTER = token<ErrorReporter>('ErrorReporter');
