/**
 * The audit hook when the log cannot be written (issue 36): the staff call still answers as it
 * would, and the whole entry — redacted — is kept in an error log line instead.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';

const lines: string[] = [];
const api = useApi({ logger: true, logStream: { write: (line) => void lines.push(line) } });
const client = accountsClient(api);

describe('an audit entry that cannot be written', () => {
  it('neither breaks the staff call nor goes unrecorded: the entry is in an error log line', async () => {
    const admin = (await client.signIn('admin@example.com')).token;
    await sql`alter table audit_entries rename to audit_entries_away`.execute(api.db);
    try {
      const answer = await client.put('/admin/staff/camille%40example.com/roles/support', { password: 'hunter22' }, { token: admin, ip: '10.77.0.1' });
      expect(answer.status).toBe(200);
    } finally {
      await sql`alter table audit_entries_away rename to audit_entries`.execute(api.db);
    }
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; audit?: Record<string, unknown> }).find((line) => line.msg.startsWith('Audit entry not written'));
    expect(logged).toMatchObject({ level: 50, audit: { action: 'PUT /api/v5/admin/staff/:email/roles/:role', ip: '10.77.0.1', status: 200, target: { email: 'camille@example.com', role: 'support' }, before: { roles: ['customer'] } } });
    expect(JSON.stringify(logged)).not.toContain('hunter22');
    // Written again as soon as the table is back.
    expect((await client.get('/admin/staff', { token: admin })).status).toBe(200);
    expect(await api.db.selectFrom('audit_entries').select('action').execute()).toEqual([{ action: 'GET /api/v5/admin/staff' }]);
  });
});
