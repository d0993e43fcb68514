/** The product detail's `fit` and `sizeGuide` (issue 38), as the catalogue's answer carries them. */
import { Type } from 'typebox';

const Nullable = <T extends ReturnType<typeof Type.Object>>(schema: T) => Type.Union([schema, Type.Null()]);

export const FitAdviceSchema = Nullable(Type.Object({
  runs: Type.Union([Type.Literal('small'), Type.Literal('large')], { description: 'small: runs small, consider one size up; large: one size down' }),
  sharePercent: Type.Integer({ minimum: 0, maximum: 100, description: 'Share of the model’s accepted fit returns in that direction' }),
  fitReturns: Type.Integer({ minimum: 0, description: 'Accepted “too small” and “too large” returns of the model, units' }),
  sold: Type.Integer({ minimum: 0, description: 'Units of the model sold' }),
}, { description: 'Null below the thresholds (docs/returns-api.md “Fit advice”)' }));

const MeasureRangeSchema = Type.Union([Type.Object({ minMm: Type.Integer(), maxMm: Type.Integer() }), Type.Null()]);

export const SizeGuideSchema = Nullable(Type.Object({
  brand: Type.Union([Type.String(), Type.Null()], { description: 'The brand’s own guide, or null: the category’s' }),
  columns: Type.Array(Type.Object({
    kind: Type.Union([Type.Literal('body'), Type.Literal('garment')]),
    // SIZE_GUIDE_MEASURES (src/domain/catalogue/size-guide.ts): the type check of catalogue-schemas.test.ts keeps them alike.
    measure: Type.Union([
      Type.Literal('chest'), Type.Literal('waist'), Type.Literal('hips'), Type.Literal('inside_leg'), Type.Literal('foot_length'),
      Type.Literal('length'), Type.Literal('width'), Type.Literal('sleeve'), Type.Literal('shoulders'),
    ]),
    name: Type.String({ description: 'In the request’s language' }),
  })),
  rows: Type.Array(Type.Object({ size: Type.String(), name: Type.String(), cells: Type.Array(MeasureRangeSchema, { description: 'Millimetres, one per column' }) })),
}, { description: 'Null when no guide covers the product (docs/catalogue-format.md “size-guides.csv”)' }));
