import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/domain/accounts/profile';
import { useApi } from '../testing/api-harness';
import { accountsClient, DEMO_PASSWORD } from '../testing/accounts-harness';

const api = useApi();
const client = accountsClient(api);

describe('a birthday in the future (issue 35 item 11)', () => {
  it('is refused by the profile change, in the shopper’s language, and the stored one stays', async () => {
    const session = await client.register();
    expect(await client.patch<Profile>('/secure/account/profile', { birthday: '1985-12-09' }, { token: session.token })).toMatchObject({ status: 200, body: { birthday: '1985-12-09' } });
    expect(await client.call('PATCH', '/secure/account/profile', { token: session.token, body: { birthday: '2999-01-01' }, lang: 'de' })).toMatchObject({
      status: 400, body: { code: 400, message: 'Das Geburtsdatum darf nicht in der Zukunft liegen' },
    });
    expect(await client.call('PATCH', '/secure/account/profile', { token: session.token, body: { birthday: '1850-01-01' } })).toMatchObject({ status: 400, body: { message: "La date de naissance n'est pas valide" } });
    expect((await client.get<Profile>('/secure/account/profile/v2', { token: session.token })).body.birthday).toBe('1985-12-09');
  });

  it('is refused by the registration', async () => {
    const body = { civility: 2, firstName: 'Zoé', lastName: 'Futur', email: 'zoe.futur@example.com', password: DEMO_PASSWORD, birthday: '2999-01-01' };
    expect(await client.call('POST', '/security/register', { body, lang: 'en' })).toMatchObject({ status: 400, body: { message: 'The date of birth cannot be in the future' } });
  });
});
