import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCaptured } from '../../cli/testing/run-captured';
import type { Ability } from './actor';

export interface CliRun {
  args: string[];
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the `boutique` program in process (same code as `bin/boutique.mjs`) against one shop,
 * with the actor's own profile file.
 */
export class UseTheCli implements Ability {
  private readonly home = mkdtempSync(join(tmpdir(), 'boutique-actor-'));
  private last: CliRun | null = null;

  private constructor(private readonly api: string) {}

  static against(api: string): UseTheCli {
    return new UseTheCli(api);
  }

  async run(...args: string[]): Promise<CliRun> {
    return this.runPiping('', ...args);
  }

  /** Runs a command with `input` piped to it (passwords: `--password-stdin`). */
  async runPiping(input: string, ...args: string[]): Promise<CliRun> {
    const { code, stdout, stderr } = await runCaptured(['--api', this.api, '--profile', join(this.home, 'profile.json'), ...args], { homeDir: this.home, stdin: input });
    this.last = { args, exitCode: code, stdout, stderr };
    return this.last;
  }

  /** Keeps a file (a script for `boutique run`) beside the actor's profile; returns its path. */
  keepFile(name: string, text: string | Uint8Array): string {
    const path = join(this.home, name);
    writeFileSync(path, text);
    return path;
  }

  lastRun(): CliRun {
    if (!this.last) throw new Error('No command has been run yet');
    return this.last;
  }

  release(): void {
    rmSync(this.home, { recursive: true, force: true });
  }
}
