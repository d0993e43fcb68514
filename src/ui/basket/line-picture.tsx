import type { BasketLine } from '../../domain/basket/basket-types';

/** The line's default picture (the first one when none is flagged). */
export function LinePicture({ line, size }: { line: BasketLine; size: number }) {
  const picture = line.info.pictures.find((candidate) => candidate.default) ?? line.info.pictures[0];
  if (!picture) return <span className="basket-picture basket-picture--none" style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className="basket-picture" src={picture.url} width={size} height={size} alt="" loading="lazy" decoding="async" />;
}
