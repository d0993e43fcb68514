import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { CliError, type CliDeps, type CommandContext } from '../cli-context';
import { parseScript, type ScriptCommand } from '../script/parse-script';

/** Runs one command line of a script as `boutique` would run it alone; returns its exit code. */
export type RunCommandLine = (args: string[], deps: Pick<CliDeps, 'output' | 'readStdin'>) => Promise<number>;

/** The exit code of a script that cannot be read or parsed (a shell's for a syntax error). */
export const MALFORMED_SCRIPT_EXIT = 2;

/**
 * `boutique run FILE|-`: a script of commands in one process (support scripts make hundreds of
 * calls; starting `boutique` costs far more than a call). Each line runs with the global options
 * typed before `run` first, so a line may override them (`--store boutique_es search …`).
 * Commands that read stdin get the run's stdin (the same text for each), none when the script
 * itself comes on stdin.
 */
export function registerRunCommand(program: Command, context: () => CommandContext, runCommandLine: RunCommandLine, insideScript: boolean): void {
  program
    .command('run')
    .description('run a script of boutique commands, one per line (FILE, or - for stdin), stopping at the first failure')
    .argument('<file>', 'the script, or - to read it from stdin')
    .option('--keep-going', 'run every line even after a failure; exit non-zero if any failed', false)
    .action(async (file: string, options: { keepGoing: boolean }) => {
      if (insideScript) throw new CliError('a script cannot run another script (run)');
      const ctx = context();
      const text = file === '-' ? (await ctx.stdinLines()).join('\n') : await readScript(file);
      const parsed = parseScript(text);
      if (parsed.kind === 'malformed') {
        const messages = parsed.problems.map((problem) => `line ${problem.line}, column ${problem.column}: ${problem.message}`);
        for (const message of messages.slice(0, -1)) ctx.output.err(`error: ${message}`);
        throw new CliError(`${messages.at(-1)} (nothing was run)`, MALFORMED_SCRIPT_EXIT);
      }
      // Read only when a line asks for it: an open stdin that never ends must not block a script.
      const stdin = async () => (file === '-' ? '' : (await ctx.stdinLines()).map((line) => `${line}\n`).join(''));
      const failed = await runScript(parsed.commands, { ctx, globals: givenGlobals(program), stdin, keepGoing: options.keepGoing, runCommandLine });
      if (failed.length > 0 && options.keepGoing) {
        const lines = failed.map((failure) => failure.line).join(', ');
        throw new CliError(`${failed.length} of ${parsed.commands.length} commands failed (line${failed.length > 1 ? 's' : ''} ${lines})`, failed[0].code);
      }
      if (failed.length > 0) throw new ScriptStopped(failed[0].code);
    });
}

/** The script stopped at a failed line, which already said why: nothing more to print. */
export class ScriptStopped extends Error {
  constructor(readonly exitCode: number) {
    super('the script stopped at a failed command');
    this.name = 'ScriptStopped';
  }
}

async function readScript(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new CliError(`cannot read the script ${file}: ${reason}`, MALFORMED_SCRIPT_EXIT);
  }
}

/**
 * The global options typed before `run`, as typed: a default is left for each line to take
 * (`listing /es/…` picks the Spanish store only when --store was not given).
 */
function givenGlobals(program: Command): string[] {
  const given = (name: string) => program.getOptionValueSource(name) === 'cli';
  const values = program.opts<Record<string, string | boolean>>();
  return [
    ...(['api', 'store', 'profile'] as const).filter(given).flatMap((name) => [`--${name}`, String(values[name])]),
    ...(given('json') && values.json ? ['--json'] : []),
  ];
}

interface ScriptRun {
  ctx: CommandContext;
  globals: string[];
  stdin: () => Promise<string>;
  keepGoing: boolean;
  runCommandLine: RunCommandLine;
}

async function runScript(commands: ScriptCommand[], { ctx, globals, stdin, keepGoing, runCommandLine }: ScriptRun): Promise<{ line: number; code: number }[]> {
  const failed: { line: number; code: number }[] = [];
  for (const command of commands) {
    // A line's own messages say where it stands: `error: line 3: Product 999 not found (404)`.
    const err = (text: string) => ctx.output.err(/^error: /.test(text) ? text.replace(/^error: /, `error: line ${command.line}: `) : `line ${command.line}: ${text}`);
    const code = await runCommandLine([...globals, ...command.args], { output: { out: ctx.output.out, err }, readStdin: stdin });
    if (code !== 0) {
      failed.push({ line: command.line, code });
      if (!keepGoing) break;
    }
  }
  return failed;
}
