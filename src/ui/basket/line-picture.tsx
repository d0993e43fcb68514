import type { BasketLine } from '../../domain/basket/basket-types';
import { squarePicture } from '../../domain/catalogue/picture-sources';
import { ProductPicture } from '../product/product-picture';

/** The line's default picture (the first one when none is flagged). */
export function LinePicture({ line, size }: { line: BasketLine; size: number }) {
  const picture = line.info.pictures.find((candidate) => candidate.default) ?? line.info.pictures[0];
  if (!picture) return <span className="basket-picture basket-picture--none" style={{ width: size, height: size }} aria-hidden="true" />;
  return <ProductPicture className="basket-picture" picture={squarePicture(picture.url, size, `${size}px`)} alt="" />;
}
