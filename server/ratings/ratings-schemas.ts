/** TypeBox schemas of the ratings (SPEC §6; docs/contact-ratings-api.md). */
import { Type } from 'typebox';
import { RATING_COMMENT_MAX, RATING_MAX, RATING_MIN, type RatingScore } from '../../src/domain/ratings/rating';
import { ErrorSchema, FREE_TEXT_PATTERN, Id, NoCacheFlag, ProductScoresSchema } from '../http/schemas/common';

const ScoreSchema = Type.Unsafe<RatingScore>(Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX, description: 'Stars, 1 to 5' }));

export const RatingBodySchema = Type.Object({
  score: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX, description: 'Stars, 1 to 5' }),
  comment: Type.Optional(Type.Union([
    // Room for surrounding spaces: the rule (500 characters once trimmed) is the service's, with its message.
    Type.String({ maxLength: RATING_COMMENT_MAX * 2, pattern: FREE_TEXT_PATTERN, description: `Plain text, ${RATING_COMMENT_MAX} characters at most once trimmed; empty or null: none` }),
    Type.Null(),
  ])),
}, { additionalProperties: false });

export const MyRatingSchema = Type.Object({
  productId: Type.Integer(),
  score: ScoreSchema,
  comment: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const SavedRatingSchema = Type.Object({
  rating: MyRatingSchema,
  scores: ProductScoresSchema,
});

export const PublicRatingSchema = Type.Object({
  author: Type.String({ description: 'First name and initial ("Camille M.")' }),
  score: ScoreSchema,
  comment: Type.Union([Type.String({ description: 'Plain text: show it as text, never as HTML' }), Type.Null()]),
  date: Type.String({ format: 'date-time' }),
});

export const RatingPageSchema = Type.Object({
  productId: Type.Integer(),
  ratings: Type.Array(PublicRatingSchema),
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
});

export const RatingPageQuerySchema = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$', description: 'Page, 1 first (10 ratings a page)' })),
  no_cache: Type.Optional(NoCacheFlag),
});

export const ProductIdParamsSchema = Type.Object({ productId: Id('Product id') });

export const RatingErrorSchemas = {
  401: Type.Object(ErrorSchema.properties, { description: 'Not signed in (rating needs a connected user, SPEC §6)' }),
  422: Type.Object(ErrorSchema.properties, { description: 'Comment longer than 500 characters, or with control characters' }),
};
