/**
 * The back office's merchandising routes (issue 39), registered inside `merchandiseRoutes` (its
 * hooks: 401 without a token, 403 without the `merchandiser` role):
 *
 *   GET   /admin/products?q&brand&category&stock&status&sort&dir&page&pageSize   { items, total }
 *   PATCH /admin/products/{key}            names, descriptions (six languages), labels; If-Match
 *   GET   /admin/catalogue/imports?page&pageSize                                 the recent imports
 *
 * And the versions every product change shares: `If-Match: "7"` (the ETag of GET
 * /admin/products/{key}) makes a change only while the product is still at version 7, 409 else.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import { HttpError } from '../http/errors';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, ErrorSchema, withErrors } from '../http/schemas/common';
import type { ProductEdit } from '../../src/domain/catalogue/merchandise-product';
import { entityTagOf, readIfMatch, type ExpectedVersion } from '../../src/domain/catalogue/product-version';
import { ImportListQuerySchema, ImportListSchema, ProductEditBodySchema, ProductListQuerySchema, ProductListSchema } from './merchandise-admin-schemas';
import { MerchandiseProductSchema, ProductKeyParamsSchema } from './merchandise-schemas';
import { editProduct, listProducts, recentImports, type MerchandiseDeps } from './merchandise-service';
import { merchandiseText } from './merchandise-texts';

const tags = ['merchandise'];
const security = [{ bearer: [] }];
const refusals = { 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema };

/** The version a change expects (its If-Match); a header that is not one is a 400 in the caller's words. */
export function expectedVersion(request: FastifyRequest): ExpectedVersion {
  const expected = readIfMatch(request.headers['if-match']);
  if (!expected) throw new HttpError(400, merchandiseText('notAVersion', request.shop.locale));
  return expected;
}

/** The answer's ETag: the product's version after the call. */
export function tagged<T extends { version: number }>(reply: FastifyReply, value: T): T {
  reply.header('etag', entityTagOf(value.version));
  return value;
}

export const merchandiseAdminRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps; merchandise: MerchandiseDeps }> = async (app, { deps, merchandise }) => {
  app.get('/admin/products', {
    schema: {
      tags, summary: 'The catalogue for the back office: searched, filtered by brand, category, stock and status, sorted and paged by the database ({ items, total })',
      security, headers: ApiHeadersSchema, querystring: ProductListQuerySchema, response: { ...withErrors({ 200: ProductListSchema }), ...refusals },
    },
  }, async (request) => valueOf(await listProducts(merchandise, request.shop.locale, request.query)));

  app.patch('/admin/products/:key', {
    schema: {
      tags, summary: 'Changes a product’s names and descriptions (by language) and labels; with If-Match (its ETag) only while nobody else changed it meanwhile (409 otherwise)',
      security, headers: ApiHeadersSchema, params: ProductKeyParamsSchema, body: ProductEditBodySchema, response: { ...withErrors({ 200: MerchandiseProductSchema }), ...refusals },
    },
  }, async (request, reply) => tagged(reply, valueOf(await editProduct(merchandise, request.shop.locale, request.params.key, request.body as ProductEdit, expectedVersion(request)))));

  app.get('/admin/catalogue/imports', {
    schema: {
      tags, summary: 'The recent catalogue imports, newest first (dry runs too), each with its state, progress, counts and how many problems it found',
      security, headers: ApiHeadersSchema, querystring: ImportListQuerySchema, response: { ...withErrors({ 200: ImportListSchema }), ...refusals },
    },
  }, async (request) => recentImports(deps, request.query.page ?? 1, request.query.pageSize ?? 25));
};
