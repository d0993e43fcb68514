import { useState, type FormEvent } from 'react';
import { CHANGE_STAFF_ROLE, LIST_STAFF } from '../../../adapters/container/merchandise-tokens';
import { STAFF_ROLES, type StaffRole } from '../../../domain/auth/roles';
import type { StaffMember } from '../../../domain/auth/staff';
import { Badge } from '../kit/badge';
import { Button } from '../kit/button';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { Field } from '../kit/field';
import { ScrollRegion } from '../kit/scroll-region';
import { Section } from '../kit/section';
import { useAsync } from '../kit/use-async';
import { useAdmin } from '../shell/admin-context';
import type { AdminScreenProps } from '../shell/admin-screen';
import { mayRevoke } from './administration-view';

type Change = { email: string; role: StaffRole; grant: boolean };

/**
 * The staff and their roles (issue 39, role admin): every account holding a staff role; a role
 * granted to an account by its e-mail address or revoked from it, each confirmed. The last admin
 * keeps the role: the screen offers no revoke of it, and the shop refuses it anyway.
 */
export default function StaffScreen(_props: AdminScreenProps) {
  const { get, t, toast } = useAdmin();
  const [round, setRound] = useState(0);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [asked, setAsked] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);
  const state = useAsync(() => get(LIST_STAFF).execute(), [round]);
  const staff: StaffMember[] = state.data?.kind === 'found' ? state.data.staff : [];

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return;
    setAsked({ email: email.trim(), role, grant: true });
  };
  const change = async () => {
    if (!asked) return;
    setBusy(true);
    try {
      const result = await get(CHANGE_STAFF_ROLE).execute(asked);
      if (result.kind === 'done') {
        toast(t(asked.grant ? 'administration.staff.granted' : 'administration.staff.revoked', { role: t(`role.${asked.role}`), email: result.change.member.email }), 'success');
        if (asked.grant) setEmail('');
        setRound((value) => value + 1);
      } else if (result.kind === 'not-found') toast(t('administration.staff.noAccount', { email: asked.email }), 'error');
      else toast('message' in result ? result.message : t('kit.error'), 'error');
    } catch {
      toast(t('kit.error'), 'error');
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };
  const roleOptions = STAFF_ROLES.map((value) => ({ value, label: t(`role.${value}`) }));

  return (
    <>
      <h1>{t('administration.staff.title')}</h1>
      <Section title={t('administration.staff.grant')}>
        <form onSubmit={ask} className="admin-form" style={{ display: 'grid', gap: '.75rem', maxWidth: '32rem' }} data-testid="admin-staff-grant">
          <Field label={t('administration.staff.email')} type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} required autoComplete="off" />
          <Field as="select" label={t('administration.staff.role')} value={role} options={roleOptions} onChange={(event) => setRole(event.currentTarget.value as StaffRole)} />
          <Button type="submit">{t('administration.staff.grantButton')}</Button>
        </form>
      </Section>
      <Section title={t('administration.staff.list')}>
        {state.status === 'loading' && !state.data ? <p role="status">{t('kit.loading')}</p> : null}
        {state.status === 'error' ? <p role="alert">{t('kit.error')}</p> : null}
        <div className="admin-table" data-testid="admin-staff-table"><ScrollRegion label={t('administration.staff.list')}><table>
          <caption className="admin-visually-hidden">{t('administration.staff.list')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('administration.staff.email')}</th>
              <th scope="col">{t('administration.staff.name')}</th>
              <th scope="col">{t('administration.staff.roles')}</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member.id}>
                <th scope="row">{member.email}</th>
                <td>{`${member.firstName} ${member.lastName}`}</td>
                <td>
                  <span className="admin-badges">
                    {STAFF_ROLES.filter((held) => member.roles.includes(held)).map((held) => (
                      <span key={held} className="admin-staff-role">
                        <Badge tone="info">{t(`role.${held}`)}</Badge>{' '}
                        {mayRevoke(staff, member, held) ? (
                          <Button variant="link" onClick={() => setAsked({ email: member.email, role: held, grant: false })} aria-label={t('administration.staff.revokeNamed', { role: t(`role.${held}`), email: member.email })}>
                            {t('administration.staff.revoke')}
                          </Button>
                        ) : held === 'admin' ? <small>{t('administration.staff.lastAdmin')}</small> : null}
                      </span>
                    ))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table></ScrollRegion></div>
      </Section>
      <ConfirmDialog
        open={asked !== null}
        title={t(asked?.grant ? 'administration.staff.confirmGrantTitle' : 'administration.staff.confirmRevokeTitle')}
        confirmLabel={t(asked?.grant ? 'administration.staff.grantButton' : 'administration.staff.revoke')}
        danger={asked ? !asked.grant : false}
        busy={busy}
        onConfirm={() => void change()}
        onCancel={() => setAsked(null)}
      >
        <p>{asked ? t(asked.grant ? 'administration.staff.confirmGrant' : 'administration.staff.confirmRevoke', { role: t(`role.${asked.role}`), email: asked.email }) : ''}</p>
      </ConfirmDialog>
    </>
  );
}
