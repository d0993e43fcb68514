import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../domain/auth/staff';
import { auditQueryOf, mayRevoke, moneyOf, outboxQueryOf, waitingLinks } from './administration-view';

const member = (email: string, roles: string[]): StaffMember => ({ id: email.length, email, firstName: 'A', lastName: 'B', roles: ['customer', ...roles] });

describe('the administration screens’ rules', () => {
  it('write money in the staff member’s language', () => {
    expect(moneyOf(1234.5, 'fr')).toBe('1\u202f234,50\u00a0€');
    expect(moneyOf(1234.5, 'en')).toBe('€1,234.50');
  });

  it('link each waiting count to support’s filtered list', () => {
    const links = waitingLinks({ toShip: 3, awaitingPayment: 1, returnsToReceive: 2, toRefund: 0, refundsPending: 0 });
    expect(links[0]).toEqual({ key: 'toShip', count: 3, href: '/admin/orders?status=paid' });
    expect(links.map((link) => link.key)).toEqual(['toShip', 'awaitingPayment', 'returnsToReceive', 'toRefund', 'refundsPending']);
  });

  it('turn the table’s query into the mail log’s and the audit log’s, dropping what they cannot take', () => {
    expect(outboxQueryOf({ page: 2, pageSize: 20, sort: { key: 'to', dir: 'asc' }, filters: { status: 'failed', to: 'camille' } })).toEqual({ page: 2, pageSize: 20, sort: 'to', dir: 'asc', status: 'failed', to: 'camille' });
    expect(outboxQueryOf({ page: 1, pageSize: 20, filters: { status: 'lost' } })).toEqual({ page: 1, pageSize: 20 });
    expect(auditQueryOf({ page: 1, pageSize: 50, filters: { actor: 'admin@', since: '2026-12-01', until: '' } })).toEqual({ page: 1, pageSize: 50, actor: 'admin@', since: '2026-12-01' });
  });

  it('never offer to revoke the last admin’s role', () => {
    const ada = member('ada@example.com', ['admin']);
    const sarah = member('sarah@example.com', ['support']);
    expect(mayRevoke([ada, sarah], ada, 'admin')).toBe(false);
    expect(mayRevoke([ada, sarah], sarah, 'support')).toBe(true);
    expect(mayRevoke([ada, sarah], sarah, 'admin')).toBe(false);
    expect(mayRevoke([ada, member('bob@example.com', ['admin'])], ada, 'admin')).toBe(true);
  });
});
