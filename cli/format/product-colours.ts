import type { ColourSwatch } from '../../src/domain/catalogue/colour-family';

/**
 * The colours of a product's model (issue 38) on one line, each with the product id that
 * `boutique product` takes: "Black #1018 (this one), Green #1040, Khaki #1085 sold out".
 */
export function coloursLine(family: readonly ColourSwatch[]): string {
  return family
    .map((swatch) => `${swatch.name} #${swatch.productId}${swatch.current ? ' (this one)' : ''}${swatch.soldOut ? ' sold out' : ''}`)
    .join(', ');
}
