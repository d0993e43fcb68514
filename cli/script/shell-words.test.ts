import { describe, expect, it } from 'vitest';
import { ShellSyntaxError, shellTokens, shellWords } from './shell-words';

function refusal(line: string): { message: string; column: number } {
  try {
    shellWords(line);
  } catch (error) {
    if (error instanceof ShellSyntaxError) return { message: error.message, column: error.column };
    throw error;
  }
  throw new Error(`${line} was not refused`);
}

describe('shellWords', () => {
  it('splits on blanks, tabs and runs of them', () => {
    expect(shellWords('  search \t sweat   --page 2 ')).toEqual(['search', 'sweat', '--page', '2']);
    expect(shellWords('')).toEqual([]);
    expect(shellWords('   ')).toEqual([]);
  });

  it('keeps single-quoted text as it is, blanks, backslashes and $ included', () => {
    expect(shellWords("rating add 1001 5 --comment 'Très belle qualité'")).toEqual(['rating', 'add', '1001', '5', '--comment', 'Très belle qualité']);
    expect(shellWords("search 'a\\b $HOME ~ # | x'")).toEqual(['search', 'a\\b $HOME ~ # | x']);
  });

  it('keeps double-quoted text, where a backslash escapes only " \\ $ and `', () => {
    expect(shellWords('contact send --message "Il a dit \\"trop petit\\""')).toEqual(['contact', 'send', '--message', 'Il a dit "trop petit"']);
    expect(shellWords('x "a\\\\b" "c\\nd" "e\\$f"')).toEqual(['x', 'a\\b', 'c\\nd', 'e$f']);
    expect(shellWords("x \"it's\"")).toEqual(['x', "it's"]);
  });

  it('joins quoted and unquoted parts of one word, and keeps empty quoted words', () => {
    expect(shellWords(`--reason 'Article'" porté"`)).toEqual(['--reason', 'Article porté']);
    expect(shellWords(`a'b'"c"d`)).toEqual(['abcd']);
    expect(shellWords(`search '' ""`)).toEqual(['search', '', '']);
  });

  it('takes the character after a backslash outside quotes literally', () => {
    expect(shellWords('search sudadera\\ con\\ capucha \\#1')).toEqual(['search', 'sudadera con capucha', '#1']);
  });

  it('comments out the rest of the line from a # that starts a word', () => {
    expect(shellWords('# a whole comment')).toEqual([]);
    expect(shellWords('product 1001   # the first product')).toEqual(['product', '1001']);
    expect(shellWords('product 1001#x')).toEqual(['product', '1001#x']);
    expect(shellWords("search '#hashtag'")).toEqual(['search', '#hashtag']);
  });

  it('leaves what a shell would not expand: $ alone, ~ inside a word, globs', () => {
    expect(shellWords('search 20$ price=20~60 sweat* [x]')).toEqual(['search', '20$', 'price=20~60', 'sweat*', '[x]']);
  });

  it.each([
    ["search 'sweat", "unterminated ' quote", 8],
    ['search "sweat', 'unterminated " quote', 8],
    ['search sweat \\', 'a line cannot end with \\ (one command per line)', 14],
  ])('refuses %s: %s at column %i', (line, message, column) => {
    expect(refusal(line)).toEqual({ message, column });
  });

  it.each([
    ['product 1001 | grep Price', '|', 14],
    ['stores; product 1001', ';', 7],
    ['stores && stores', '&&', 8],
    ['orders bill 1 > facture.pdf', '>', 15],
    ['login a@b.c < password.txt', '<', 13],
    ['stores &', '&', 8],
  ])('refuses the shell operator in %s', (line, operator, column) => {
    expect(refusal(line)).toEqual({ message: `'${operator}' is a shell operator, not part of a command: quote it to pass it as a word`, column });
  });

  it.each([
    ['outbox --to $EMAIL', '$', 13],
    ['outbox --to "${EMAIL}"', '$', 14],
    ['admin backup --out boutique-$(date +%F).tar.gz', '$', 29],
    ['search `whoami`', '`', 8],
  ])('refuses the expansion in %s', (line, char, column) => {
    expect(refusal(line)).toEqual({ message: `${char} would be expanded by a shell, not by a script: write the value itself, or quote it with '…'`, column });
  });

  it('refuses ~ at the start of a word, which a shell would turn into a home directory', () => {
    expect(refusal('orders bill 1 --out ~/facture.pdf')).toEqual({ message: "a shell would expand ~ to a home directory, a script does not: write the path itself, or quote it with '…'", column: 21 });
  });
});

describe('shellTokens', () => {
  it('gives the words, operators and the comment with their columns', () => {
    expect(shellTokens(`printf '%s\\n' pw | npx boutique login a@b.c   # sign in`)).toEqual([
      { kind: 'word', text: 'printf', column: 1 },
      { kind: 'word', text: '%s\\n', column: 8 },
      { kind: 'word', text: 'pw', column: 15 },
      { kind: 'operator', text: '|', column: 18 },
      { kind: 'word', text: 'npx', column: 20 },
      { kind: 'word', text: 'boutique', column: 24 },
      { kind: 'word', text: 'login', column: 33 },
      { kind: 'word', text: 'a@b.c', column: 39 },
      { kind: 'comment', text: 'sign in', column: 47 },
    ]);
  });

  it('reads a here-document operator and its quoted delimiter', () => {
    expect(shellTokens("npx boutique run - <<'END'").slice(-2)).toEqual([
      { kind: 'operator', text: '<<', column: 20 },
      { kind: 'word', text: 'END', column: 22 },
    ]);
  });
});
