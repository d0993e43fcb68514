/**
 * One line of a `boutique run` script cut into words as a POSIX shell would: blanks separate
 * words, '…' keeps everything literally, "…" keeps everything but \" \\ \$ \`, a backslash outside
 * quotes keeps the next character, and # at the start of a word comments out the rest of the line.
 * No variables, globs or pipes: what a shell would expand or redirect is refused, so a script line
 * never means something other than the same words typed after `boutique`.
 */

export interface ShellToken {
  kind: 'word' | 'operator' | 'comment';
  text: string;
  /** 1-based column where the token starts. */
  column: number;
}

/** A line a shell would read differently, or not at all; `column` is 1-based. */
export class ShellSyntaxError extends Error {
  constructor(
    message: string,
    readonly column: number,
  ) {
    super(message);
    this.name = 'ShellSyntaxError';
  }
}

const BLANK = /[ \t]/;
/** Longest first: `&&` before `&`. */
const OPERATORS = ['&&', '||', '>>', '<<', '|', '&', ';', '<', '>', '(', ')'];
/** After `$`, what a shell expands: a name, `{…}`, `(…)`, a special parameter. */
const EXPANDED_AFTER_DOLLAR = /[A-Za-z_{(0-9?#@*!$-]/;

/** The line's words, the shell operators between them (`|`, `<<`, `;`…) and its comment, last. */
export function shellTokens(line: string): ShellToken[] {
  const tokens: ShellToken[] = [];
  let word: string | null = null;
  let wordStart = 0;
  let i = 0;
  const endWord = () => {
    if (word !== null) tokens.push({ kind: 'word', text: word, column: wordStart + 1 });
    word = null;
  };
  const extend = (text: string) => {
    if (word === null) wordStart = i;
    word = (word ?? '') + text;
  };
  while (i < line.length) {
    const char = line[i];
    if (BLANK.test(char)) {
      endWord();
      i += 1;
    } else if (char === '#' && word === null) {
      tokens.push({ kind: 'comment', text: line.slice(i + 1).trim(), column: i + 1 });
      return tokens;
    } else if (char === "'") {
      const end = line.indexOf("'", i + 1);
      if (end === -1) throw new ShellSyntaxError("unterminated ' quote", i + 1);
      extend(line.slice(i + 1, end));
      i = end + 1;
    } else if (char === '"') {
      const [text, next] = doubleQuoted(line, i);
      extend(text);
      i = next;
    } else if (char === '\\') {
      if (i + 1 >= line.length) throw new ShellSyntaxError('a line cannot end with \\ (one command per line)', i + 1);
      extend(line[i + 1]);
      i += 2;
    } else {
      const operator = OPERATORS.find((candidate) => line.startsWith(candidate, i));
      if (operator) {
        endWord();
        tokens.push({ kind: 'operator', text: operator, column: i + 1 });
        i += operator.length;
      } else {
        if (char === '~' && word === null) throw new ShellSyntaxError("a shell would expand ~ to a home directory, a script does not: write the path itself, or quote it with '…'", i + 1);
        refuseExpansion(line, i);
        extend(char);
        i += 1;
      }
    }
  }
  endWord();
  return tokens;
}

/** The text of the "…" starting at `start`, and the index after its closing quote. */
function doubleQuoted(line: string, start: number): [string, number] {
  let text = '';
  let i = start + 1;
  while (i < line.length) {
    const char = line[i];
    if (char === '"') return [text, i + 1];
    if (char === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1])) {
      text += line[i + 1];
      i += 2;
    } else {
      refuseExpansion(line, i);
      text += char;
      i += 1;
    }
  }
  throw new ShellSyntaxError('unterminated " quote', start + 1);
}

function refuseExpansion(line: string, i: number): void {
  const char = line[i];
  if (char === '`' || (char === '$' && EXPANDED_AFTER_DOLLAR.test(line[i + 1] ?? ''))) {
    throw new ShellSyntaxError(`${char === '`' ? '`' : '$'} would be expanded by a shell, not by a script: write the value itself, or quote it with '…'`, i + 1);
  }
}

/** The words of a line that has no shell operator, or a ShellSyntaxError naming the first one. */
export function shellWords(line: string): string[] {
  const tokens = shellTokens(line).filter((token) => token.kind !== 'comment');
  const operator = tokens.find((token) => token.kind === 'operator');
  if (operator) {
    throw new ShellSyntaxError(`'${operator.text}' is a shell operator, not part of a command: quote it to pass it as a word`, operator.column);
  }
  return tokens.map((token) => token.text);
}
