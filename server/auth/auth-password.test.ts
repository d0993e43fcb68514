import { describe, expect, it } from 'vitest';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';

const api = useApi();
const client = accountsClient(api);

describe('PATCH /secure/account/password', () => {
  it.each([
    [{ oldPassword: 'Wrong1234', newPassword: 'Fresh5678', confirmation: 'Fresh5678' }, 'Ancien mot de passe incorrect'],
    [{ oldPassword: 'Secret1234', newPassword: 'Secret1234', confirmation: 'Secret1234' }, "Le nouveau mot de passe doit être différent de l'ancien"],
    [{ oldPassword: 'Secret1234', newPassword: 'Fresh5678', confirmation: 'Fresh5679' }, 'La confirmation ne correspond pas au nouveau mot de passe'],
    [{ oldPassword: 'Secret1234', newPassword: 'short1', confirmation: 'short1' }, 'Le mot de passe doit contenir au moins 8 caractères, dont au moins une lettre et un chiffre'],
    [{ newPassword: 'Fresh5678', confirmation: 'Fresh5678' }, "L'ancien mot de passe est obligatoire"],
    [{ oldPassword: 'Secret1234', newPassword: 'Fresh5678' }, 'Veuillez confirmer le nouveau mot de passe'],
  ])('refuses %j', async (body, message) => {
    const session = await client.register();
    expect(await client.patch('/secure/account/password', body, { token: session.token })).toMatchObject({ status: 400, body: { code: 400, message } });
  });

  it('changes it and ends every other session of the customer', async () => {
    const session = await client.register();
    const elsewhere = await client.signIn(session.email, session.password);
    expect((await client.patch('/secure/account/password', { oldPassword: session.password, newPassword: 'Fresh5678', confirmation: 'Fresh5678' }, { token: session.token })).status).toBe(204);
    expect((await client.get('/secure/account/profile/v2', { token: session.token })).status).toBe(200);
    expect((await client.get('/secure/account/profile/v2', { token: elsewhere.token })).status).toBe(401);
    expect((await client.post('/security/refresh', { refresh_token: elsewhere.refreshToken })).status).toBe(401);
    expect((await client.post('/security/refresh', { refresh_token: session.refreshToken, refreshTransport: 'body' })).status).toBe(200);
    expect((await client.post('/security/login', { _username: session.email, _password: 'Fresh5678' })).status).toBe(200);
  });

  it('throttles guesses of the old password with a stolen token', async () => {
    const session = await client.register();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await client.patch('/secure/account/password', { oldPassword: `Guess${attempt}abc`, newPassword: 'Fresh5678', confirmation: 'Fresh5678' }, { token: session.token })).status).toBe(400);
    }
    const sixth = await client.patch('/secure/account/password', { oldPassword: session.password, newPassword: 'Fresh5678', confirmation: 'Fresh5678' }, { token: session.token });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});
