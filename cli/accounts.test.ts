import { join } from 'node:path';
import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { resolve } from '../src/adapters/container/bind';
import { createCliContainer } from '../src/adapters/container/cli';
import { DEMO_PASSWORD, demoCustomers } from '../src/adapters/in-memory/accounts-fixtures';
import { InMemoryAccountApi } from '../src/adapters/in-memory/in-memory-accounts-api';
import { InMemoryAccounts } from '../src/adapters/in-memory/in-memory-accounts';
import { InMemoryAuthApi } from '../src/adapters/in-memory/in-memory-auth-api';
import { InMemoryBasketApi } from '../src/adapters/in-memory/in-memory-basket-api';
import { InMemoryProductAlertApi } from '../src/adapters/in-memory/in-memory-alerts-api';
import { InMemoryWishlistApi } from '../src/adapters/in-memory/in-memory-wishlist-api';
import { AUTH_TOKEN_STORE } from '../src/application/ports/auth-token-store';
import { temporaryHome } from './testing/cli-harness';
import { runCaptured } from './testing/run-captured';

const home = temporaryHome('boutique-cli-accounts-');
let profiles = 0;

/** The CLI over an in-memory accounts back end; each call a new process, one profile file per agent. */
function agent() {
  const accounts = new InMemoryAccounts({ customers: demoCustomers(), products: [12, 13, 14] });
  const alerts = new InMemoryProductAlertApi({ sizes: [{ productId: 12, sizeId: 121, stock: 0 }] });
  const profile = join(home, `profile-${++profiles}.json`);
  const run = (args: string[], stdin?: string) =>
    runCaptured(['--profile', profile, ...args], {
      homeDir: home,
      stdin,
      createContainer: (options) => {
        const container: Container = createCliContainer({
          ...options,
          basketApi: new InMemoryBasketApi(),
          authApi: new InMemoryAuthApi(accounts),
          accountApi: new InMemoryAccountApi(accounts, () => resolve(container, AUTH_TOKEN_STORE)),
          wishlistApi: new InMemoryWishlistApi(accounts, () => resolve(container, AUTH_TOKEN_STORE)),
          productAlertApi: alerts.withCaller(() => accounts.customerIdOf(resolve(container, AUTH_TOKEN_STORE))),
        });
        return container;
      },
    });
  return { accounts, alerts, run };
}

describe('boutique login, whoami, logout', () => {
  it('signs in with the password on stdin and remembers it between commands', async () => {
    const { run } = agent();
    expect(await run(['whoami'])).toMatchObject({ code: 1, stderr: 'error: Not signed in: run `boutique login EMAIL --password-stdin` first.' });
    expect(await run(['login', 'camille@example.com', '--password-stdin'], `${DEMO_PASSWORD}\n`)).toEqual({
      code: 0, stderr: '', stdout: 'Signed in as Camille Martin <camille@example.com> (customer #1), 2 addresses',
    });
    expect(await run(['whoami'])).toMatchObject({ code: 0, stdout: 'Camille Martin <camille@example.com> (customer #1)' });
    expect(JSON.parse((await run(['--json', 'whoami'])).stdout)).toMatchObject({ id: 1, email: 'camille@example.com' });
    expect(await run(['logout'])).toMatchObject({ code: 0, stdout: 'Signed out' });
    expect(await run(['logout'])).toMatchObject({ code: 0, stdout: 'Not signed in' });
    expect((await run(['whoami'])).code).toBe(1);
  });

  it.each([
    [['login', 'camille@example.com'], DEMO_PASSWORD, 'error: Give the password on stdin with --password-stdin (never as an argument).'],
    [['login', 'camille@example.com', '--password-stdin'], '', "error: Pipe the password on stdin, e.g. `printf '%s\\n' \"$PASSWORD\" | boutique …`."],
    [['login', 'camille@example.com', '--password-stdin'], 'Wrong2026\n', 'error: Votre identifiant ou votre mot de passe est incorrect. (401)'],
  ])('refuses %j with one line', async (args, stdin, stderr) => {
    expect(await agent().run(args, stdin)).toEqual({ code: 1, stdout: '', stderr });
  });

  it('refuses the 6th attempt', async () => {
    const { run } = agent();
    for (let attempt = 0; attempt < 5; attempt++) await run(['login', 'sam@example.com', '--password-stdin'], 'Wrong2026');
    expect((await run(['login', 'sam@example.com', '--password-stdin'], DEMO_PASSWORD)).stderr).toMatch(/^error: Trop de tentatives .* \(429\)$/);
  });
});

describe('boutique register and password', () => {
  it('registers with the password on stdin, then changes it', async () => {
    const { run } = agent();
    const args = ['register', '--civility', 'mrs', '--first-name', 'Inès', '--last-name', 'Moreau', '--email', 'ines@example.com'];
    expect(await run(args, 'court')).toMatchObject({ code: 1, stderr: `error: Le mot de passe doit contenir au moins 8 caractères, dont au moins une lettre et un chiffre` });
    expect(await run(['register', '--email', 'x@example.com'], DEMO_PASSWORD)).toMatchObject({ code: 1, stderr: 'error: Veuillez compléter tous les champs obligatoires' });
    expect(await run([...args, '--birthday', '2999-01-01'], DEMO_PASSWORD)).toMatchObject({ code: 1, stderr: 'error: La date de naissance ne peut pas être dans le futur' });
    expect(await run(args, DEMO_PASSWORD)).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Registered and signed in as Inès Moreau <ines@example.com> \(customer #\d+\), 0 addresses$/) });
    expect(await run(args, DEMO_PASSWORD)).toMatchObject({ code: 1, stderr: 'error: Un compte existe déjà avec cette adresse e-mail (409)' });

    expect(await run(['password', 'change'], 'Wrong2026\nNouveau2027\n')).toMatchObject({ code: 1, stderr: 'error: Ancien mot de passe incorrect (400)' });
    expect(await run(['password', 'change'], `${DEMO_PASSWORD}\nNouveau2027\nNouveau2028\n`)).toMatchObject({ code: 1, stderr: 'error: La confirmation ne correspond pas au nouveau mot de passe' });
    expect(await run(['password', 'change'], `${DEMO_PASSWORD}\nNouveau2027\n`)).toMatchObject({ code: 0, stdout: 'Password changed' });
    await run(['logout']);
    expect((await run(['login', 'ines@example.com', '--password-stdin'], 'Nouveau2027')).code).toBe(0);
  });

  it('mails a sign-in link and signs in with it (token or whole link)', async () => {
    const { run, accounts } = agent();
    expect(await run(['password', 'forgot', 'Camille@example.com'])).toMatchObject({ code: 0, stdout: expect.stringContaining('If camille@example.com has an account') });
    expect(await run(['password', 'forgot', 'camille@'])).toMatchObject({ code: 1, stderr: "error: L'adresse e-mail n'est pas valide" });
    const [link] = accounts.outbox;
    expect(await run(['autoconnect', `http://shop/autoconnect/${link.token}`])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Signed in by link as Camille Martin/) });
    expect(await run(['password', 'change', '--after-reset'], 'Nouveau2027\n')).toMatchObject({ code: 0, stdout: 'Password changed' });
    expect(await run(['autoconnect', link.token])).toMatchObject({ code: 1, stderr: "error: Ce lien de connexion n'est plus valide. (401)" });
  });
});

describe('boutique account, address, card', () => {
  it('shows and updates the profile', async () => {
    const { run } = agent();
    await run(['login', 'camille@example.com', '--password-stdin'], DEMO_PASSWORD);
    const shown = await run(['account', 'show']);
    expect(shown.stdout).toMatch(/^FIELD\s+VALUE\nid\s+1\nemail\s+camille@example.com/);
    expect(shown.stdout).toMatch(/^11\s+yes\s+Maison\s+Camille Martin\s+12 rue des Lilas, 75011 Paris, FR\s+\+33 6 12 34 56 78$/m);
    expect((await run(['account', 'update', '--first-name', 'Cami', '--no-newsletter', '--birthday', 'none'])).stdout).toMatch(/firstName\s+Cami\n[\s\S]*birthday\s+-\nnewsletter\s+no/);
    expect(await run(['account', 'update'])).toMatchObject({ code: 1 });
    expect(await run(['account', 'update', '--birthday', '1990-02-30'])).toMatchObject({ code: 1, stderr: "error: La date de naissance n'est pas valide" });
    // Issue 35: no birthday in the future, none before 1900.
    expect(await run(['account', 'update', '--birthday', '2999-01-01'])).toMatchObject({ code: 1, stderr: 'error: La date de naissance ne peut pas être dans le futur' });
    expect(await run(['account', 'update', '--birthday', '1899-12-31'])).toMatchObject({ code: 1, stderr: "error: La date de naissance n'est pas valide" });
  });

  it('keeps the address book', async () => {
    const { run } = agent();
    await run(['login', 'sam@example.com', '--password-stdin'], DEMO_PASSWORD);
    expect((await run(['address', 'list'])).stdout).toBe('No address yet (`boutique address add`).');
    const added = await run(['address', 'add', '--street', '4 rue Lepic', '--zip-code', '75018', '--city', 'Paris', '--phone', '0611223344']);
    expect(added).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Address #(\d+) added: Sam Durand, 4 rue Lepic, 75018 Paris, FR \(default\)$/) });
    const first = Number(/#(\d+)/.exec(added.stdout)![1]);
    expect(await run(['address', 'add', '--street', '1 quai', '--city', 'Lyon', '--phone', '0611223344'])).toMatchObject({ code: 1, stderr: 'error: Le code postal est obligatoire' });
    // Issue 35: the postcode and the phone number of the country.
    expect(await run(['address', 'add', '--street', '1 rue', '--zip-code', '7501', '--city', 'Paris', '--phone', '0611223344'])).toMatchObject({ code: 1, stderr: "error: Ce code postal n'existe pas dans le pays choisi" });
    expect(await run(['address', 'add', '--street', '1 Meir', '--zip-code', '10000', '--city', 'Brussel', '--phone', '+32 470 12 34 56', '--country', 'BE'])).toMatchObject({ code: 1, stderr: "error: Ce code postal n'existe pas dans le pays choisi" });
    expect(await run(['address', 'add', '--street', '1 rue', '--zip-code', '75018', '--city', 'Paris', '--phone', '061122334'])).toMatchObject({ code: 1, stderr: "error: Le numéro de téléphone n'est pas valide" });
    expect(await run(['address', 'add', '--street', '1 Main St', '--zip-code', '10001', '--city', 'New York', '--phone', '2125550100', '--country', 'US'])).toMatchObject({ code: 1, stderr: "error: Ce pays n'est pas disponible à la livraison. (400)" });
    const second: number = JSON.parse((await run(['--json', 'address', 'add', '--label', 'Bureau', '--street', '1 quai Perrache', '--zip-code', '69002', '--city', 'Lyon', '--phone', '0611223344'])).stdout).id;
    expect((await run(['address', 'default', String(second)])).stdout).toBe(`Address #${second} is now the default: Sam Durand, 1 quai Perrache, 69002 Lyon, FR (default)`);
    expect((await run(['address', 'update', String(first), '--city', 'Paris 18e'])).stdout).toMatch(/^Address #\d+ updated: Sam Durand, 4 rue Lepic, 75018 Paris 18e, FR$/);
    expect((await run(['address', 'list'])).stdout.split('\n').slice(1).map((line) => line.split(/\s+/)[0])).toEqual([String(second), String(first)]);
    expect(await run(['address', 'remove', String(first)])).toMatchObject({ code: 0, stdout: `Address #${first} removed` });
    expect(await run(['address', 'remove', String(second)])).toMatchObject({ code: 1, stderr: 'error: impossible de supprimer la dernière adresse (409)' });
    expect(await run(['address', 'remove', '11'])).toMatchObject({ code: 1, stderr: 'error: Address 11 not found (404)' });
  });

  it('lists and removes cards', async () => {
    const { run } = agent();
    await run(['login', 'camille@example.com', '--password-stdin'], DEMO_PASSWORD);
    expect((await run(['card', 'list'])).stdout).toMatch(/^ID\s+CARD\s+HOLDER\n21\s+Visa •••• 4242 \(12\/2028\)\s+CAMILLE MARTIN\n22/);
    expect(await run(['card', 'remove', '21'])).toMatchObject({ code: 0, stdout: 'Card #21 removed' });
    expect(await run(['card', 'remove', '21'])).toMatchObject({ code: 1, stderr: 'error: Card 21 not found (404)' });
  });
});

describe('boutique wishlist', () => {
  it('asks to sign in, then adds the remembered heart at login', async () => {
    const { run } = agent();
    expect(await run(['wishlist', 'add', '13'])).toEqual({
      code: 1, stdout: 'Product 13 is kept: it joins the favourites at the next `boutique login`.', stderr: 'error: Connectez-vous pour ajouter ce produit à vos favoris.',
    });
    expect((await run(['login', 'camille@example.com', '--password-stdin'], DEMO_PASSWORD)).stdout.split('\n')[1]).toBe('Product 13 added to the favourites (hearted while signed out)');
    expect((await run(['wishlist', 'list'])).stdout).toMatch(/^WISH\s+PRODUCT\n31\s+12\n\d+\s+13$/);
    expect(await run(['wishlist', 'add', '13'])).toMatchObject({ code: 0, stdout: 'Product 13 is already a favourite' });
    expect(await run(['wishlist', 'remove', '12'])).toMatchObject({ code: 0, stdout: 'Product 12 removed from the favourites' });
    expect(await run(['wishlist', 'remove', '12'])).toMatchObject({ code: 1, stderr: 'error: Product 12 is not a favourite' });
    expect(await run(['wishlist', 'add', '999'])).toMatchObject({ code: 1, stderr: 'error: Produit introuvable (404)' });
    expect(JSON.parse((await run(['--json', 'wishlist', 'list'])).stdout)).toEqual([{ id: expect.any(Number), product: 13 }]);
  });
});

describe('boutique alert (signed in)', () => {
  it("needs a sign-in or a link, and keeps the customer's alerts to the customer", async () => {
    const signedOut = 'error: Not signed in: give the link of the alert mail (--link URL), or run `boutique login EMAIL --password-stdin` first.';
    expect(await agent().run(['alert', 'list'])).toMatchObject({ code: 1, stderr: signedOut });
    expect(await agent().run(['alert', 'remove', '1'])).toMatchObject({ code: 1, stderr: signedOut });
    const { alerts, run } = agent();
    await run(['login', 'camille@example.com', '--password-stdin'], DEMO_PASSWORD);
    expect(await run(['alert', 'list'])).toMatchObject({ code: 0, stdout: 'No alert for you' });
    const mine = JSON.parse((await run(['--json', 'alert', 'add', '12', '121', '--email', 'camille@example.com'])).stdout) as { id: number; customerId: number };
    expect(mine.customerId).toBe(1);
    expect((await run(['alert', 'list'])).stdout).toMatch(new RegExp(`^ID.*\\n${mine.id}\\s+12\\s+121\\s+camille@example\\.com\\s`));
    const other = await alerts.subscribe({ productId: 12, productSizeId: 121, email: 'sam@example.com' });
    expect(await run(['alert', 'remove', String(other.id)])).toMatchObject({ code: 1, stderr: `error: Alert ${other.id} not found (404)` });
    expect(await run(['alert', 'remove', String(mine.id)])).toMatchObject({ code: 0, stdout: `Alert #${mine.id} removed` });
    expect(await run(['alert', 'list'])).toMatchObject({ code: 0, stdout: 'No alert for you' });
  });
});
