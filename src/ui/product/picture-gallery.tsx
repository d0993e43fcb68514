import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { galleryPicture, galleryThumbPicture, galleryZoomUrl } from './gallery-pictures';
import { ProductPicture } from './product-picture';
import type { ProductStore } from './product-store';

/** Where the zoom looks, 0 to 1 across and down the picture. */
interface ZoomFocus {
  x: number;
  y: number;
}

const DESKTOP = '(min-width: 768px)';
const PAN_STEP = 0.1;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Every picture of the product in one strip that snaps picture by picture: swiped on phones (a
 * counter and dots say where one is), moved by the thumbnails on desktop (arrow keys, Home and
 * End between them). On desktop the picture shown zooms to twice its size in the largest SPEC
 * width, following the pointer, or the arrow keys from the keyboard; a click or Escape leaves.
 */
export const PictureGallery = observer(function PictureGallery({ store, alt }: { store: ProductStore; alt: string }) {
  const t = useT();
  const pictures = store.product.pictures;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const strip = useRef<HTMLUListElement | null>(null);
  const [zoom, setZoom] = useState<ZoomFocus | null>(null);
  const index = store.pictureIndex;

  // On phones the strip scrolls: a swipe has put it there already, a new product brings it back.
  // On desktop it does not scroll (product.css moves it by `--picture`), whatever resizes the page.
  useEffect(() => {
    const node = strip.current;
    if (node && node.scrollWidth > node.clientWidth && Math.round(node.scrollLeft / node.clientWidth) !== index) node.scrollTo({ left: index * node.clientWidth, behavior: 'instant' });
  }, [index]);

  const current = pictures[index] ?? pictures[0];
  if (!current) return <div className="gallery gallery--empty" />;
  const count = pictures.length;
  const label = (at: number) => t('product.picture', { index: at + 1, count });

  const onScroll = () => {
    const node = strip.current;
    if (!node || node.clientWidth === 0) return;
    const shown = Math.round(node.scrollLeft / node.clientWidth);
    if (shown !== store.pictureIndex) {
      setZoom(null);
      store.showPicture(shown);
    }
  };

  const onThumbKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | null = null;
    if (event.key in moves) next = store.pictureIndex + moves[event.key];
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    store.showPicture(next);
    buttons.current[store.pictureIndex]?.focus();
  };

  const zoomAt = (event: MouseEvent<HTMLElement>): ZoomFocus => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) };
  };

  const toggleZoom = (event: MouseEvent<HTMLButtonElement>) => {
    if (zoom) return setZoom(null);
    // Phones swipe; the zoom is the desktop's.
    if (!window.matchMedia(DESKTOP).matches) return;
    // A click from the keyboard (Enter, Space) has no pointer: the zoom starts at the middle.
    setZoom(event.detail === 0 ? { x: 0.5, y: 0.5 } : zoomAt(event));
  };

  const onMainKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (zoom) {
      const pans: Record<string, [number, number]> = { ArrowRight: [PAN_STEP, 0], ArrowLeft: [-PAN_STEP, 0], ArrowDown: [0, PAN_STEP], ArrowUp: [0, -PAN_STEP] };
      if (event.key === 'Escape') setZoom(null);
      else if (event.key in pans) setZoom({ x: clamp(zoom.x + pans[event.key][0]), y: clamp(zoom.y + pans[event.key][1]) });
      else return;
      event.preventDefault();
      return;
    }
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    store.showPicture(store.pictureIndex + moves[event.key]);
  };

  return (
    <div className="gallery" data-testid="gallery">
      <div className="gallery__viewport">
        <ul
          ref={strip}
          className="gallery__strip"
          style={{ '--picture': index } as CSSProperties}
          aria-label={t('product.gallery.strip')}
          onScroll={onScroll}
          data-testid="gallery-strip"
        >
          {pictures.map((picture, at) => (
            <li key={picture.url} className="gallery__slide" aria-hidden={at === index ? undefined : true}>
              <button
                type="button"
                className="gallery__zoom-button"
                aria-label={zoom ? t('product.gallery.unzoom') : t('product.gallery.zoom', { index: at + 1, count })}
                tabIndex={at === index ? 0 : -1}
                onClick={toggleZoom}
                onKeyDown={onMainKeyDown}
                data-testid={at === index ? 'gallery-main' : undefined}
              >
                <ProductPicture className="gallery__image" picture={galleryPicture(picture.url)} alt={`${alt} – ${label(at)}`} first={at === 0} />
              </button>
            </li>
          ))}
        </ul>
        {zoom && (
          <div
            className="gallery__zoom"
            data-testid="gallery-zoom"
            onPointerMove={(event) => setZoom(zoomAt(event))}
            onPointerLeave={() => setZoom(null)}
            onClick={() => setZoom(null)}
          >
            <img
              className="gallery__zoom-image"
              src={galleryZoomUrl(current.url)}
              alt=""
              style={{ transform: `translate(${-zoom.x * 50}%, ${-zoom.y * 50}%)` }}
            />
          </div>
        )}
        {count > 1 && (
          <p className="gallery__counter" aria-live="polite" data-testid="gallery-counter">
            <span className="visually-hidden">{label(index)}</span>
            <span aria-hidden="true">
              {index + 1} / {count}
            </span>
          </p>
        )}
      </div>
      {count > 1 && (
        <ol className="gallery__dots" aria-hidden="true">
          {pictures.map((picture, at) => (
            <li key={picture.url} className={at === index ? 'gallery__dot gallery__dot--current' : 'gallery__dot'} />
          ))}
        </ol>
      )}
      {count > 1 && (
        <ul className="gallery__thumbs" aria-label={t('product.pictures')}>
          {pictures.map((picture, at) => (
            <li key={picture.url}>
              <button
                ref={(node) => {
                  buttons.current[at] = node;
                }}
                type="button"
                className="gallery__thumb"
                aria-pressed={at === index}
                aria-label={label(at)}
                tabIndex={at === index ? 0 : -1}
                onClick={() => store.showPicture(at)}
                onKeyDown={onThumbKeyDown}
              >
                <ProductPicture picture={galleryThumbPicture(picture.url)} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
