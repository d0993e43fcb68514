/**
 * `/admin/catalogue/*` and `/admin/products/*` (issue 32): the merchant's catalogue. No token: 401;
 * a token without the `merchandiser` role (or `admin`): 403.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import { requireCustomer, requireRole } from '../http/customer-auth';
import { MERCHANDISER_ROLE } from '../../src/domain/auth/roles';
import { merchandiseText } from './merchandise-texts';

export const merchandiseRoutes: FastifyPluginAsync<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireRole(MERCHANDISER_ROLE, (locale) => merchandiseText('merchandiserOnly', locale)));
};
