/**
 * The gallery's slots (picture-gallery.tsx): one home for the view and the head's preload of the
 * first picture (app/picture-preloads.ts), so both ask for the same derivative. Photos are 4:5
 * portraits: 600 × 750 beside the buying block on desktop, the whole width on phones.
 */
import { pictureAtWidth, portraitPicture, squarePicture, type PictureSources } from '../../domain/catalogue/picture-sources';

/** CSS pixels of the main picture on desktop (product.css `.product__main`: the wider column). */
export const GALLERY_WIDTH = 600;
const GALLERY_SIZES = `(max-width: 767px) 100vw, ${GALLERY_WIDTH}px`;
const THUMB_SIDE = 72;

export const galleryPicture = (url: string): PictureSources => portraitPicture(url, GALLERY_WIDTH, GALLERY_SIZES);
export const galleryThumbPicture = (url: string): PictureSources => squarePicture(url, THUMB_SIDE, `${THUMB_SIDE}px`);
/** The zoom shows the picture at twice the gallery's width: the largest SPEC width. */
export const galleryZoomUrl = (url: string): string => pictureAtWidth(url, 1100);
