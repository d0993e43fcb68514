import type { Container } from 'inversify';
import type { StoreId } from '../src/domain/store/stores';

/** Global options, after validation. */
export interface GlobalOptions {
  api: string;
  storeId: StoreId;
  profilePath: string;
  json: boolean;
}

export interface CliOutput {
  /** One or more lines for stdout (a newline is added). */
  out(text: string): void;
  /** One or more lines for stderr (a newline is added). */
  err(text: string): void;
}

export type CreateContainer = (options: { api: string; storeId: StoreId; profilePath: string }) => Container;

export interface CliDeps {
  createContainer: CreateContainer;
  output: CliOutput;
  /** `~` for the default profile path; the user's home directory in main.ts. */
  homeDir?: string;
  version?: string;
  /** Everything piped to the command (passwords: `--password-stdin`); '' when nothing is. */
  readStdin?: () => Promise<string>;
  /** Set for the commands of a `boutique run` script (which may not run another script). */
  insideScript?: boolean;
  /** Asks the person at the terminal (a staff sign-in's code); absent or null: nobody to ask. */
  askLine?: (question: string) => Promise<string | null>;
}

/** An expected failure of a command: one line on stderr, exit code 1. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** What a command needs: its options, a container built from them, and where to write. */
export interface CommandContext {
  options: GlobalOptions;
  container(): Container;
  output: CliOutput;
  /** The piped input's lines, read once (a trailing newline ends the last one, it is not part of it). */
  stdinLines(): Promise<string[]>;
  /** Asks the person at the terminal, when there is one; null otherwise. */
  askLine(question: string): Promise<string | null>;
}

/** What a command prints: the value as JSON with `--json`, else the text made for people. */
export function answer(ctx: Pick<CommandContext, 'options' | 'output'>, value: unknown, text: () => string): void {
  ctx.output.out(ctx.options.json ? JSON.stringify(value, null, 2) : text());
}
