/**
 * The staff second factor's routes (docs/accounts-api.md "Staff second factor"): the second step of
 * a staff sign-in (`/security/login/second-factor`, under the origin check of `/security/*`, wired
 * by auth-routes.ts), a staff member's own enrolment (`/secure/account/second-factor…`) and the
 * admin's reset (`/admin/staff/{email}/second-factor`, role admin).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_ROLE } from '../../src/domain/auth/roles';
import { staffText } from '../accounts/accounts-service';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer, requireRole } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { AuthErrorSchemas } from './auth-schemas';
import {
  RecoveryCodesSchema,
  SecondFactorResetSchema,
  SecondFactorStatusSchema,
  StaffEmailParamsSchema,
  TotpConfirmBodySchema,
  TotpEnrolmentSchema,
} from './auth-second-factor-schemas';
import { confirmTotpEnrolment, resetSecondFactor, secondFactorStatus, startTotpEnrolment, type AuthDeps } from './auth-service';

const security = [{ bearer: [] }];
const errors = { 401: AuthErrorSchemas[401], 403: AuthErrorSchemas[403], 409: AuthErrorSchemas[409], 429: AuthErrorSchemas[429] };

/** `/secure/account/second-factor…`: a signed-in staff member's own authenticator. */
export const secondFactorAccountRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps; accounts: AuthDeps }> = async (app, { deps, accounts }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);
  const tags = ['accounts'];

  app.get('/secure/account/second-factor', {
    schema: { tags, summary: 'Whether the account has a second factor, how many recovery codes are left, and what this session proved', security, headers: ApiHeadersSchema, response: { ...withErrors({ 200: SecondFactorStatusSchema }), 401: errors[401] } },
  }, async (request) => valueOf(await secondFactorStatus(accounts, customerContext(request))));

  app.post('/secure/account/second-factor/totp', {
    schema: { tags, summary: 'Staff: a new authenticator secret and its otpauth URI (until confirmed); 409 once enrolled, 403 for a customer', security, headers: ApiHeadersSchema, response: { ...withErrors({ 200: TotpEnrolmentSchema }), ...errors } },
  }, async (request) => valueOf(await startTotpEnrolment(accounts, customerContext(request))));

  app.post('/secure/account/second-factor/totp/confirm', {
    schema: { tags, summary: 'Staff: the first code enables the authenticator and this session; answers the 10 recovery codes, once', security, headers: ApiHeadersSchema, body: TotpConfirmBodySchema, response: { ...withErrors({ 200: RecoveryCodesSchema }), ...errors } },
  }, async (request) => valueOf(await confirmTotpEnrolment(accounts, customerContext(request), request.body ?? {})));
};

/** `/admin/staff/{email}/second-factor`: the admin resets a staff member's second factor (a lost phone); every session of the account ends. */
export const secondFactorAdminRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps; accounts: AuthDeps }> = async (app, { deps, accounts }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireRole(ADMIN_ROLE, (locale) => staffText('adminOnly', locale)));
  app.addHook('onSend', privateAnswer);

  app.delete('/admin/staff/:email/second-factor', {
    schema: { tags: ['staff'], summary: 'Resets the second factor of an account (it enrols again at its next sign-in); its sessions end', security, headers: ApiHeadersSchema, params: StaffEmailParamsSchema, response: { ...withErrors({ 200: SecondFactorResetSchema }), 401: errors[401], 403: errors[403] } },
  }, async (request) => valueOf(await resetSecondFactor(accounts, request.shop.locale, request.params.email)));
};
