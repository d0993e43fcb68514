import { describe, expect, it } from 'vitest';
import '../server/mail/mailer';
import { readOutboxDir } from '../server/mail/file-outbox-mailer';
import { join } from 'node:path';
import { signInStdin, cliAgainstTestShop, temporaryHome } from './testing/cli-harness';
import { runCaptured } from './testing/run-captured';

const { run, shop } = cliAgainstTestShop('boutique-cli-newsletter-');
const welcomeLink = async (email: string) => {
  const mails = await readOutboxDir(shop().app.mailer.outboxDir!, email);
  return String(mails.find((mail) => mail.kind === 'newsletter-welcome')!.meta.unsubscribeUrl);
};

describe('boutique newsletter and outlet', () => {
  it('subscribes from the command line, then opens the outlet with that address', async () => {
    expect(await run('outlet', 'access', 'zoe@example.com')).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^error: Outlet refused for zoe@example\.com: L'outlet est réservé .+ \(403\)$/),
    });
    expect(await run('newsletter', 'subscribe', ' Zoe@Example.com ')).toEqual({
      code: 0, stdout: 'Subscribed zoe@example.com to the La Boutique Officielle newsletter (laboutiqueofficielle); changes take up to 48 h', stderr: '',
    });
    expect(await run('outlet', 'access', 'zoe@example.com')).toEqual({ code: 0, stdout: 'Outlet open for zoe@example.com (laboutiqueofficielle)', stderr: '' });
    expect(await run('--store', 'boutique_de', 'newsletter', 'subscribe', 'zoe@')).toMatchObject({ code: 1, stderr: 'error: Die E-Mail-Adresse ist ungültig. (422)' });
  });

  it('unsubscribes with the mail link, and asks for confirmation without it', async () => {
    await run('newsletter', 'subscribe', 'yan@example.com');
    expect(await run('newsletter', 'unsubscribe', 'yan@example.com')).toMatchObject({
      code: 0, stdout: 'No proof of the address: if yan@example.com is subscribed, it was mailed a link to confirm',
    });
    const link = await welcomeLink('yan@example.com');
    expect(await run('newsletter', 'unsubscribe', 'yan@example.com', '--link', link.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`))).toMatchObject({ code: 1, stderr: expect.stringContaining('(403)') });
    expect(await run('newsletter', 'unsubscribe', 'yan@example.com', '--link', link)).toMatchObject({ code: 0, stdout: 'Unsubscribed yan@example.com from the laboutiqueofficielle newsletter; changes take up to 48 h' });
    expect(await run('newsletter', 'status', 'yan@example.com', '--link', link)).toMatchObject({ code: 0, stdout: 'yan@example.com: not subscribed (laboutiqueofficielle)' });
  });

  it('tells the status to support staff only', async () => {
    expect(await run('newsletter', 'status', 'camille@example.com')).toMatchObject({ code: 1, stderr: expect.stringContaining('(401)') });
    const home = temporaryHome('boutique-cli-support-');
    const support = (args: string[], stdin?: string) => runCaptured(['--api', shop().url, '--profile', join(home, 'support.json'), ...args], { homeDir: home, stdin });
    expect((await support(['login', 'support@example.com', '--password-stdin'], await signInStdin(shop(), 'support@example.com'))).code).toBe(0);
    expect(await support(['newsletter', 'status', 'camille@example.com'])).toMatchObject({ code: 0, stdout: 'camille@example.com: subscribed (laboutiqueofficielle)' });
    expect(await support(['--json', '--store', 'boutique_it', 'newsletter', 'status', 'giulia@example.com'])).toMatchObject({ code: 0, stdout: '{"email":"giulia@example.com","store":"boutique_it","subscribed":true}' });
  });
});
