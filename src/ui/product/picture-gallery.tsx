import { useRef, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { pictureSrcSet, pictureWidthFor, widthParameterUrl } from '../../domain/catalogue/thumbnail';
import { useT } from '../i18n/use-t';
import type { ProductStore } from './product-store';

const MAIN_SIZE = 600;
const THUMB_SIZE = 72;
/** The smallest SPEC width covers a 72 px thumbnail on a dense screen. */
const THUMB_WIDTH = pictureWidthFor(THUMB_SIZE);

/** Main picture and its thumbnails; arrow keys, Home and End move between thumbnails. */
export const PictureGallery = observer(function PictureGallery({ store, alt }: { store: ProductStore; alt: string }) {
  const t = useT();
  const pictures = store.product.pictures;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = pictures[store.pictureIndex] ?? pictures[0];
  if (!current) return <div className="gallery gallery--empty" />;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | null = null;
    if (event.key in moves) next = store.pictureIndex + moves[event.key];
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = pictures.length - 1;
    if (next === null) return;
    event.preventDefault();
    store.showPicture(next);
    buttons.current[store.pictureIndex]?.focus();
  };

  return (
    <div className="gallery" data-testid="gallery">
      <img
        className="gallery__main"
        src={widthParameterUrl(current.url, pictureWidthFor(MAIN_SIZE))}
        srcSet={pictureSrcSet(current.url)}
        sizes={`(max-width: 767px) 100vw, ${MAIN_SIZE}px`}
        width={MAIN_SIZE}
        height={MAIN_SIZE}
        alt={`${alt} – ${t('product.picture', { index: store.pictureIndex + 1, count: pictures.length })}`}
        fetchPriority="high"
        data-testid="gallery-main"
      />
      {pictures.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('product.pictures')}>
          {pictures.map((picture, index) => (
            <li key={picture.url}>
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                type="button"
                className="gallery__thumb"
                aria-pressed={index === store.pictureIndex}
                aria-label={t('product.picture', { index: index + 1, count: pictures.length })}
                tabIndex={index === store.pictureIndex ? 0 : -1}
                onClick={() => store.showPicture(index)}
                onKeyDown={onKeyDown}
              >
                <img src={widthParameterUrl(picture.url, THUMB_WIDTH)} width={THUMB_SIZE} height={THUMB_SIZE} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
