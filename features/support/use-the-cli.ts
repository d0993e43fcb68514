import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCliContainer } from '../../src/adapters/container/cli';
import { runCli } from '../../cli/program';
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
    const stdout: string[] = [];
    const stderr: string[] = [];
    const exitCode = await runCli(['--api', this.api, '--profile', join(this.home, 'profile.json'), ...args], {
      createContainer: (options) => createCliContainer(options),
      output: { out: (text) => stdout.push(text), err: (text) => stderr.push(text) },
      homeDir: this.home,
    });
    this.last = { args, exitCode, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
    return this.last;
  }

  lastRun(): CliRun {
    if (!this.last) throw new Error('No command has been run yet');
    return this.last;
  }

  release(): void {
    rmSync(this.home, { recursive: true, force: true });
  }
}
