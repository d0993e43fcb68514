import { createCliContainer } from '../../src/adapters/container/cli';
import type { CreateContainer } from '../cli-context';
import { runCli } from '../program';

export interface CliAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one `boutique` command line in process (tests, Cucumber): stdout and stderr are the lines
 * it printed, joined; `stdin` is what is piped to it. The container is the real CLI composition
 * root unless one is given.
 */
export async function runCaptured(args: string[], options: { homeDir: string; createContainer?: CreateContainer; stdin?: string }): Promise<CliAnswer> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCli(args, {
    createContainer: options.createContainer ?? ((containerOptions) => createCliContainer(containerOptions)),
    output: { out: (text) => stdout.push(text), err: (text) => stderr.push(text) },
    homeDir: options.homeDir,
    readStdin: async () => options.stdin ?? '',
  });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}
