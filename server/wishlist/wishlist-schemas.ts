/** TypeBox schemas of `/secure/wishes` (docs/accounts-api.md). */
import { Type } from 'typebox';
import { ErrorSchema, Id } from '../http/schemas/common';

export const WishSchema = Type.Object({ id: Type.Integer(), product: Type.Integer({ description: 'Product id' }) });

export const WishBodySchema = Type.Object({ product: Type.Object({ id: Id('Product id') }) });

export const WishIdParamsSchema = Type.Object({ wishId: Id('Wish id') });

export const WishListSchema = Type.Array(WishSchema);

export const WishRemovedSchema = Type.Null({ description: 'Removed' });

const error = (description: string) => Type.Object(ErrorSchema.properties, { description });

export const WishlistErrorSchemas = {
  401: error('Not signed in, or the token is missing, expired, forged or revoked'),
  409: error('Conflict'),
};
