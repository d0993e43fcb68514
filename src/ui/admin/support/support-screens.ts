import { SUPPORT_ROLE } from '../../../domain/auth/roles';
import type { AdminScreen } from '../shell/admin-screen';

const support = { roles: [SUPPORT_ROLE], section: 'support' } as const;

/** The support screens of the back office (issue 39): customers, orders, returns, contact messages. */
export const SUPPORT_SCREENS: AdminScreen[] = [
  { ...support, id: 'support.customers', path: '/admin/customers', titleKey: 'support.customers.title', inMenu: true, load: () => import('./customers-screen') },
  { ...support, id: 'support.customer', path: '/admin/customers/:id', titleKey: 'support.customer.title', load: () => import('./customer-screen'), samplePath: '/admin/customers/camille@example.com' },
  { ...support, id: 'support.orders', path: '/admin/orders', titleKey: 'support.orders.title', inMenu: true, load: () => import('./orders-screen') },
  { ...support, id: 'support.order', path: '/admin/orders/:id', titleKey: 'support.order.title', load: () => import('./order-screen'), samplePath: '/admin/orders/100001' },
  { ...support, id: 'support.returns', path: '/admin/returns', titleKey: 'support.returns.title', inMenu: true, load: () => import('./returns-screen') },
  { ...support, id: 'support.return', path: '/admin/returns/:id', titleKey: 'support.return.title', load: () => import('./return-screen'), samplePath: '/admin/returns/1' },
  { ...support, id: 'support.messages', path: '/admin/messages', titleKey: 'support.messages.title', inMenu: true, load: () => import('./messages-screen') },
  { ...support, id: 'support.message', path: '/admin/messages/:id', titleKey: 'support.message.title', load: () => import('./message-screen') },
];
