import type { PictureSources } from '../../domain/catalogue/picture-sources';

/**
 * One product picture as its slot asks for it (src/domain/catalogue/picture-sources.ts): the
 * derivatives and `sizes`, the box's width and height (no layout shift), and the loading order:
 * the pictures a page shows first load at once with a high priority (preloaded from the head, see
 * app/picture-preloads.ts), every other one lazily. Inside a <picture>, whose box does not count
 * (`display: contents`): React's server render then writes no second preload of its own for an
 * eager <img> (it preloads those outside <picture> and <noscript>, in the body).
 */
export function ProductPicture({ picture, alt, className, first = false }: { picture: PictureSources; alt: string; className?: string; first?: boolean }) {
  return (
    <picture className="product-picture">
      <img
        className={className}
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
