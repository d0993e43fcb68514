import { describe, expect, it } from 'vitest';
import { parseScript } from './parse-script';

describe('parseScript', () => {
  it('gives each command with the number of its line, skipping blank lines and comments', () => {
    const script = ['# a support morning', '', 'stores', '   ', "--store boutique_es search 'sudadera con capucha'  # Spain", '\t# indented comment', 'product 1001'].join('\n');
    expect(parseScript(script)).toEqual({
      kind: 'script',
      commands: [
        { line: 3, args: ['stores'] },
        { line: 5, args: ['--store', 'boutique_es', 'search', 'sudadera con capucha'] },
        { line: 7, args: ['product', '1001'] },
      ],
    });
  });

  it('reads Windows line ends, a byte order mark and a missing last newline', () => {
    expect(parseScript('\uFEFFstores\r\n\r\nproduct 1001\r\n')).toEqual({ kind: 'script', commands: [{ line: 1, args: ['stores'] }, { line: 3, args: ['product', '1001'] }] });
    expect(parseScript('stores')).toEqual({ kind: 'script', commands: [{ line: 1, args: ['stores'] }] });
  });

  it('is an empty script when it holds only comments', () => {
    expect(parseScript('# nothing yet\n\n')).toEqual({ kind: 'script', commands: [] });
    expect(parseScript('')).toEqual({ kind: 'script', commands: [] });
  });

  it('reports every malformed line at once, with its line and column', () => {
    const script = ['stores', "search 'sweat", 'product 1001 | grep Price', 'outbox --to $EMAIL', 'product 1001'].join('\n');
    expect(parseScript(script)).toEqual({
      kind: 'malformed',
      problems: [
        { line: 2, column: 8, message: "unterminated ' quote" },
        { line: 3, column: 14, message: "'|' is a shell operator, not part of a command: quote it to pass it as a word" },
        { line: 4, column: 13, message: "$ would be expanded by a shell, not by a script: write the value itself, or quote it with '…'" },
      ],
    });
  });

  it('refuses a line written with the command name, as pasted from a terminal', () => {
    expect(parseScript('stores\n  npx boutique product 1001\nboutique stores')).toEqual({
      kind: 'malformed',
      problems: [
        { line: 2, column: 3, message: 'write the words after `boutique`, without `npx boutique`' },
        { line: 3, column: 1, message: 'write the words after `boutique`, without `boutique`' },
      ],
    });
  });

  it('keeps a quoted boutique as a word', () => {
    expect(parseScript("search 'boutique'")).toEqual({ kind: 'script', commands: [{ line: 1, args: ['search', 'boutique'] }] });
  });
});
