import type { ErrorReporter } from '../../application/ports/error-reporter';

/** Keeps reported failures so tests can assert on them. */
export class RecordingErrorReporter implements ErrorReporter {
  readonly reported: { error: unknown; context?: string; fatal: boolean }[] = [];

  report(error: unknown, context?: string): void {
    this.reported.push({ error, context, fatal: false });
  }

  fatal(error: unknown, context?: string): void {
    this.reported.push({ error, context, fatal: true });
  }
}
