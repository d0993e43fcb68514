import type { PictureSources } from '../../domain/catalogue/picture-sources';

/**
 * One product picture as its slot asks for it (src/domain/catalogue/picture-sources.ts): the
 * derivatives and `sizes`, the box's width and height (no layout shift), and the loading order:
 * the pictures a page shows first load at once with a high priority (preloaded from the head, see
 * app/picture-preloads.ts), every other one lazily.
 */
export function ProductPicture({ picture, alt, className, first = false }: { picture: PictureSources; alt: string; className?: string; first?: boolean }) {
  return (
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
  );
}
