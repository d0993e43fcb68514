import { shellTokens, type ShellToken } from '../script/shell-words';

/** A `boutique` command of the README, ready to run in process. */
export interface ReadmeExample {
  /** 1-based line of the README where the command stands. */
  line: number;
  /** The command as written (its first line). */
  source: string;
  /** The words after `boutique`. */
  args: string[];
  /** What the example pipes to it (`printf … |`, `echo … |`, a here-document); '' when nothing. */
  stdin: string;
  /** The comment after the command ('' when none): what the README says it does. */
  comment: string;
}

const FENCE = /^\s*```(\w*)/;
const SHELL_BLOCKS = new Set(['sh', 'bash', 'shell']);
/** `boutique` as a command word (not `boutique-2026-11-25.tar.gz`, not in a comment). */
const MENTIONS_BOUTIQUE = /^[^#]*(^|[\s|;&])boutique(\s|$)/;

/**
 * Every `boutique …` / `npx boutique …` command in the shell code blocks of a Markdown text, in
 * order. A line that runs the command in a form this cannot reproduce throws, so no example is
 * ever skipped without a word.
 */
export function readmeExamples(markdown: string): ReadmeExample[] {
  const lines = markdown.split(/\r?\n/);
  const examples: ReadmeExample[] = [];
  let block: string | null = null;
  for (let index = 0; index < lines.length; index += 1) {
    const source = lines[index];
    const fence = FENCE.exec(source);
    if (fence) {
      block = block === null ? fence[1] : null;
      continue;
    }
    if (block === null || !SHELL_BLOCKS.has(block) || !MENTIONS_BOUTIQUE.test(source)) continue;
    const line = index + 1;
    const where = `README line ${line}`;
    const tokens = shellTokens(source);
    const comment = tokens.at(-1)?.kind === 'comment' ? tokens.pop()!.text : '';
    const pipe = tokens.findIndex((token) => token.kind === 'operator' && token.text === '|');
    const command = tokens.slice(pipe + 1);
    const hereDocument = command.findIndex((token) => token.kind === 'operator' && token.text === '<<');
    const args = boutiqueArgs(hereDocument === -1 ? command : command.slice(0, hereDocument), where);
    let stdin = pipe === -1 ? '' : producedBy(tokens.slice(0, pipe), where);
    if (hereDocument !== -1) {
      const delimiter = command[hereDocument + 1]?.text;
      const end = lines.findIndex((candidate, at) => at > index && candidate === delimiter);
      if (!delimiter || end === -1) throw new Error(`${where}: a here-document without its closing ${delimiter ?? 'delimiter'}`);
      stdin = lines.slice(index + 1, end).map((text) => `${text}\n`).join('');
      index = end;
    }
    examples.push({ line, source: source.trim(), args, stdin, comment });
  }
  return examples;
}

/** The words after `npx boutique` / `boutique`; anything else is an example this cannot run. */
function boutiqueArgs(tokens: ShellToken[], where: string): string[] {
  const operator = tokens.find((token) => token.kind === 'operator');
  if (operator) throw new Error(`${where}: '${operator.text}' in a boutique example: only 'printf … |', 'echo … |' and '<<' can be run`);
  const words = tokens.map((token) => token.text);
  const start = words[0] === 'npx' ? 1 : 0;
  if (words[start] !== 'boutique') throw new Error(`${where}: expected \`boutique …\` or \`npx boutique …\`, not \`${words.join(' ')}\``);
  return words.slice(start + 1);
}

/** What `printf FORMAT ARGS…` or `echo WORDS…` writes. */
function producedBy(tokens: ShellToken[], where: string): string {
  if (tokens.some((token) => token.kind === 'operator')) throw new Error(`${where}: only one command piped into boutique can be run`);
  const [program, ...words] = tokens.map((token) => token.text);
  if (program === 'echo') return `${words.join(' ')}\n`;
  if (program === 'printf' && words.length > 0) {
    const [format, ...values] = words;
    if (!/^(%s|\\n|[^%\\])*$/.test(format) || format.split('%s').length > 2) throw new Error(`${where}: printf format ${format} (one %s and \\n can be run)`);
    const once = (value: string) => format.replaceAll('\\n', '\n').replace('%s', () => value);
    return values.length === 0 ? once('') : values.map(once).join('');
  }
  throw new Error(`${where}: cannot tell what \`${program}\` pipes into boutique`);
}
