import { describe, expect, it } from 'vitest';
import { readmeExamples } from './readme-examples';

const markdown = (...lines: string[]) => lines.join('\n');

describe('readmeExamples', () => {
  it('finds the boutique commands of shell blocks only, with their line and comment', () => {
    const text = markdown(
      'Run `boutique stores` to list them.',
      '```sh',
      'npm start',
      'npx boutique stores          # the six stores',
      'boutique --store boutique_es product 1001',
      '# npx boutique in a comment',
      'npx boutique admin backup --out boutique-2026.tar.gz',
      '```',
      '```text',
      'npx boutique product 1',
      '```',
    );
    expect(readmeExamples(text)).toEqual([
      { line: 4, source: 'npx boutique stores          # the six stores', args: ['stores'], stdin: '', comment: 'the six stores' },
      { line: 5, source: 'boutique --store boutique_es product 1001', args: ['--store', 'boutique_es', 'product', '1001'], stdin: '', comment: '' },
      { line: 7, source: 'npx boutique admin backup --out boutique-2026.tar.gz', args: ['admin', 'backup', '--out', 'boutique-2026.tar.gz'], stdin: '', comment: '' },
    ]);
  });

  it('gives what printf and echo pipe to the command', () => {
    const text = markdown(
      '```sh',
      "printf '%s\\n' Boutique2026 | npx boutique login camille@example.com --password-stdin",
      "printf '%s\\n' old new | npx boutique password change",
      'echo 4000000000003220 | npx boutique checkout pay --method card',
      '```',
    );
    expect(readmeExamples(text).map((example) => [example.args[0], example.stdin])).toEqual([
      ['login', 'Boutique2026\n'],
      ['password', 'old\nnew\n'],
      ['checkout', '4000000000003220\n'],
    ]);
  });

  it('gives a here-document as stdin and goes on after its delimiter', () => {
    const text = markdown('```sh', "npx boutique run - <<'END'", '# a comment of the script', "search 'sweat'", 'END', 'npx boutique stores', '```');
    expect(readmeExamples(text).map(({ line, args, stdin }) => ({ line, args, stdin }))).toEqual([
      { line: 2, args: ['run', '-'], stdin: "# a comment of the script\nsearch 'sweat'\n" },
      { line: 6, args: ['stores'], stdin: '' },
    ]);
  });

  it.each([
    ['npx boutique product 1001 | grep Price', 'README line 2: expected `boutique …` or `npx boutique …`, not `grep Price`'],
    ['npx boutique stores > stores.txt', "README line 2: '>' in a boutique example"],
    ['cat pw.txt | npx boutique login a@b.c --password-stdin', 'README line 2: cannot tell what `cat` pipes into boutique'],
    ["printf '%s %s\\n' a b | npx boutique login a@b.c", 'README line 2: printf format %s %s\\n'],
    ["npx boutique run - <<'END'", 'README line 2: a here-document without its closing END'],
    ['npx boutique admin backup --out boutique-$(date +%F).tar.gz', 'would be expanded by a shell'],
  ])('refuses what it cannot run rather than skip it: %s', (line, message) => {
    expect(() => readmeExamples(markdown('```sh', line, '```'))).toThrow(message);
  });
});
