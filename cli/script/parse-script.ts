import { ShellSyntaxError, shellWords } from './shell-words';

/** One command of a script: the words after `boutique`, and where they stand in the file. */
export interface ScriptCommand {
  /** 1-based line number. */
  line: number;
  args: string[];
}

export interface ScriptProblem {
  line: number;
  column: number;
  message: string;
}

export type ParsedScript = { kind: 'script'; commands: ScriptCommand[] } | { kind: 'malformed'; problems: ScriptProblem[] };

/**
 * A `boutique run` script: one command per line, in the words of the shell arguments after
 * `boutique`; blank lines and # comments are skipped. Every malformed line is reported at once,
 * before anything runs, so a script never stops halfway for a typo.
 */
export function parseScript(text: string): ParsedScript {
  const commands: ScriptCommand[] = [];
  const problems: ScriptProblem[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((source, index) => {
      const line = index + 1;
      try {
        const args = shellWords(source);
        if (args.length === 0) return;
        const prefix = args[0] === 'boutique' ? 1 : args[0] === 'npx' && args[1] === 'boutique' ? 2 : 0;
        if (prefix > 0) {
          problems.push({ line, column: source.indexOf(args[0]) + 1, message: `write the words after \`boutique\`, without \`${args.slice(0, prefix).join(' ')}\`` });
        } else {
          commands.push({ line, args });
        }
      } catch (error) {
        if (!(error instanceof ShellSyntaxError)) throw error;
        problems.push({ line, column: error.column, message: error.message });
      }
    });
  return problems.length > 0 ? { kind: 'malformed', problems } : { kind: 'script', commands };
}
