/**
 * Every `boutique` command the README shows, run in the order written against a real shop on a
 * fresh demo database, in a profile of its own: each exits as the README says (0, or the code its
 * comment gives where a command is refused), and some print what the README says they print.
 */
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffCode, forgetUsedTotpStep } from '../server/testing/staff-second-factor';
import { startTestServer, type TestServer } from '../server/testing/test-server';
import { temporaryHome } from './testing/cli-harness';
import { readmeExamples, type ReadmeExample } from './testing/readme-examples';
import { runCaptured, type CliAnswer } from './testing/run-captured';

const examples = readmeExamples(readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8'));

/**
 * Words the README writes where a value only an earlier command prints can go (a signed link, a
 * new alert's or order's number, a message reference): the latest earlier output matching the
 * pattern gives it (its first group, else the whole match).
 */
const FROM_EARLIER_OUTPUT: Record<string, RegExp> = {
  LINK: /https?:\/\/\S+\/(?:account\/subscriptions|unsubscribe)\?\S*signature=[^\s"')]+/,
  N: /^Alert #(\d+):/m,
  ORDER: /^Order (\d+) paid\./m,
  'CT-XXXXXXXX': /reference (CT-[A-Z0-9]+)/,
  MAIL: /^([0-9a-f-]{36}) {2}\S+ \S+ {2}FAILED /m,
};

/** What the README says some examples print: [the example, what its output must hold]. */
const PRINTS: [RegExp, RegExp][] = [
  [/^npx boutique product 1001 /, /^Riviera Club - Sneakers Heritage Blanc \(#1001\)\nStore laboutiqueofficielle[^]*^Price +\d+,\d\d €/m],
  [/search sudadera .*--page 2/, /^22 products for "sudadera" in España \(boutique_es\), page 2 of 6\nID +PRODUCT +BRAND +PRICE\n\d+ /m],
  [/^npx boutique listing '\/es\/rebajas\?.*page=2'/, /^\d+ products in listings in España \(boutique_es\), page 2 of \d+\nID +PRODUCT/m],
  [/run - <<'END'/, /^Riviera Club - Sneakers Heritage Blanc \(#1001\)$[^]*^[1-9]\d* products? for "sudadera con capucha" in España[^]*^ID +COUNTRY/m],
  [/run - --keep-going/, /^error: line 2: Product 999 not found \(404\)$/m],
  [/newsletter subscribe zoe@/, /^Subscribed zoe@example\.com to the .+ newsletter \(laboutiqueofficielle\); changes take up to 48 h$/m],
  [/outlet access zoe@/, /^Outlet open for zoe@example\.com \(laboutiqueofficielle\)$/m],
  [/newsletter status zoe@/, /^zoe@example\.com: not subscribed \(laboutiqueofficielle\)$/m],
  [/boutique whoami/, /^Camille Martin <camille@example\.com> \(customer #\d+\)$/m],
  [/admin dashboard/, /^STORE +ORDERS +REVENUE +AVERAGE BASKET\n[^]*^all stores +\d+ +[^]*^Failed mails: \d+/m],
  [/admin outbox resend/, /^Mail [0-9a-f-]{36} sent again as [0-9a-f-]{36}: sent$/m],
  [/admin messages answer CT-/, /^Answer mailed to zoe@example\.com \(fr\)\.$/m],
  [/admin customers search camille/, /^\d+ +camille@example\.com +Camille Martin /m],
];

/** The exit code the README gives an example: `… exit 1` in its comment, else 0. */
function documentedExit(example: ReadmeExample): number {
  const code = /\bexit (\d+)\b/.exec(example.comment)?.[1];
  return code === undefined ? 0 : Number(code);
}

const home = temporaryHome('boutique-readme-');
let shop: TestServer | undefined;
const outputs: CliAnswer[] = [];
const used = new Set<string | RegExp>();
const restore = { cwd: process.cwd(), outbox: process.env.MAIL_OUTBOX_DIR };

beforeAll(async () => {
  // The README's shop is `npm start`'s: the embedded database (its backup and restore examples
  // are refused on a PostgreSQL server), even where the other tests also run on PostgreSQL.
  shop = await startTestServer({ pages: false, databaseUrl: '' });
  // Files the examples write (facture.pdf, label.pdf, backups) land in the temporary home, and
  // `boutique outbox` reads the test shop's outbox.
  process.chdir(home);
  // The README is read in the repository: the files its examples name (a photo of the fixtures) are there.
  symlinkSync(join(restore.cwd, 'tests'), join(home, 'tests'));
  process.env.MAIL_OUTBOX_DIR = shop.app.mailer.outboxDir;
});

afterAll(async () => {
  process.chdir(restore.cwd);
  if (restore.outbox === undefined) delete process.env.MAIL_OUTBOX_DIR;
  else process.env.MAIL_OUTBOX_DIR = restore.outbox;
  await shop?.close();
});

function withEarlierValues(example: ReadmeExample): string[] {
  return example.args.map((arg) => {
    const pattern = FROM_EARLIER_OUTPUT[arg];
    if (!pattern) return arg;
    used.add(arg);
    for (const answer of [...outputs].reverse()) {
      const match = pattern.exec(answer.stdout);
      if (match) return match[1] ?? match[0];
    }
    throw new Error(`README line ${example.line}: no earlier example printed the ${arg} it needs`);
  });
}

/**
 * `login STAFF --code CODE`: the demo authenticator's current code (README "Demo accounts"), as
 * `npm run -s totp -- SECRET` prints it; the shop forgets the step first, the examples sign the
 * same staff member in several times within 30 seconds.
 */
async function withStaffCode(args: string[]): Promise<string[]> {
  const at = args.indexOf('CODE');
  if (at === -1 || args[at - 1] !== '--code') return args;
  const email = args[args.indexOf('login') + 1];
  await forgetUsedTotpStep(shop!.app.db, email);
  const code = await demoStaffCode(email);
  return args.map((arg, index) => (index === at ? code : arg));
}

describe('the README’s boutique examples', () => {
  it('are found in every shell block, with their stdin', () => {
    expect(examples.length).toBeGreaterThan(60);
    expect(examples.filter((example) => example.stdin !== '').length).toBeGreaterThan(8);
  });

  for (const example of examples) {
    it(`line ${example.line}: ${example.source}`, async () => {
      const args = ['--api', shop!.url, '--profile', join(home, 'profile.json'), ...(await withStaffCode(withEarlierValues(example)))];
      const answer = await runCaptured(args, { homeDir: home, stdin: example.stdin });
      outputs.push(answer);
      const expected = documentedExit(example);
      expect({ code: answer.code, stderr: answer.stderr }, answer.stdout).toMatchObject(expected === 0 ? { code: 0, stderr: '' } : { code: expected });
      expect(answer.stdout, 'an example finds products, on a page that has some').not.toMatch(/^0 products|^No products on page/m);
      for (const [command, output] of PRINTS) {
        if (!command.test(example.source)) continue;
        used.add(command);
        expect(`${answer.stdout}\n${answer.stderr}`).toMatch(output);
      }
    });
  }

  it('use every placeholder and every printed line this test knows', () => {
    const unused = [...Object.keys(FROM_EARLIER_OUTPUT), ...PRINTS.map(([command]) => command)].filter((key) => !used.has(key));
    expect(unused).toEqual([]);
  });
});
