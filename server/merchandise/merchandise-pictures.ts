/**
 * A product's pictures day to day (issue 33, role merchandiser; exposed by merchandise-service.ts):
 * a photo added where the merchant wants it, one taken away, all put in a new order. A photo added
 * is checked and kept by the media module as every imported picture is (JPEG, PNG, WebP or AVIF;
 * anything else, a damaged file, too many bytes or pixels: refused, naming the file, and nothing
 * kept). Each change is one transaction on the product's row; once committed, search, caches and
 * pages follow on every process (`catalogueChanges`), and the product's fingerprint is written
 * again, so an export taken after it imports back unchanged.
 */
import { MAX_PRODUCT_PICTURES, pictureOrderProblem, type MerchandiseProduct } from '../../src/domain/catalogue/merchandise-product';
import type { LocaleCode } from '../../src/domain/store/locales';
import { fail, type Outcome } from '../core/outcome';
import { committedUnit } from '../db/transaction';
import { mediaStoreOf, storeOriginal } from '../media/media-service';
import { refreshFingerprints } from './merchandise-export';
import type { ExpectedVersion } from '../../src/domain/catalogue/product-version';
import { ANY_VERSION, claimVersion, findProduct, showProduct, unlessChangedMeanwhile, type MerchandiseDeps } from './merchandise-products';
import { lockPictures, nextVersions, writePictures } from './merchandise-repository';

export interface PictureFile {
  bytes: Buffer;
  /** How the merchant named it (`front.jpg`): refusals name it so. */
  name: string;
}

/** The new list of pictures, or why the change cannot be made (the merchant's words). */
type Change = (pictures: readonly string[]) => string[] | { problem: string };

function changePictures(deps: MerchandiseDeps, locale: LocaleCode, key: string, change: Change, expected: ExpectedVersion): Promise<Outcome<MerchandiseProduct>> {
  return unlessChangedMeanwhile(locale, () => picturesChanged(deps, locale, key, change, expected));
}

async function picturesChanged(deps: MerchandiseDeps, locale: LocaleCode, key: string, change: Change, expected: ExpectedVersion): Promise<Outcome<MerchandiseProduct>> {
  const found = await findProduct(deps, locale, key);
  if (!found.ok) return found;
  const productId = found.value.id;
  const problem = await committedUnit(deps.db, deps.log, async ({ trx, afterCommit }) => {
    await claimVersion(trx, productId, expected);
    const current = await lockPictures(trx, productId);
    const next = change(current);
    if (!Array.isArray(next)) return next.problem;
    if (next.length === current.length && next.every((path, index) => path === current[index])) return null;
    await writePictures(trx, productId, next);
    await nextVersions(trx, [productId]);
    await refreshFingerprints(trx, [productId]);
    afterCommit(() => deps.catalogueChanges?.refreshProducts([productId]));
    return null;
  });
  return problem === null ? showProduct(deps, locale, key) : fail('invalid-input', problem);
}

/** Reads a 1-based position the merchant gave for `count` pictures; `extra`: one past the end is a place too (adding at the end). */
function positionProblem(position: number, count: number, extra: boolean): string | null {
  const last = count + (extra ? 1 : 0);
  if (Number.isInteger(position) && position >= 1 && position <= last) return null;
  return count === 0 && !extra ? 'The product has no picture' : `Position ${position} is not one of the product's: 1 to ${last}`;
}

/**
 * `file` kept as an original and put at `position` (1-based; left out: last). The same photo twice
 * on one product is refused; the same photo on two products is stored once.
 */
export async function addPicture(deps: MerchandiseDeps, locale: LocaleCode, key: string, file: PictureFile, position?: number, expected = ANY_VERSION): Promise<Outcome<MerchandiseProduct>> {
  const found = await findProduct(deps, locale, key);
  if (!found.ok) return found;
  const stored = await storeOriginal(mediaStoreOf(deps), file.bytes, file.name);
  if (!stored.ok) return stored;
  const path = stored.value;
  return changePictures(deps, locale, key, (pictures) => {
    const at = pictures.indexOf(path);
    if (at >= 0) return { problem: `${file.name} is already picture ${at + 1} of the product` };
    if (pictures.length >= MAX_PRODUCT_PICTURES) return { problem: `The product has ${pictures.length} pictures already, the most a product may have` };
    const place = position ?? pictures.length + 1;
    const wrong = positionProblem(place, pictures.length, true);
    if (wrong) return { problem: wrong };
    return [...pictures.slice(0, place - 1), path, ...pictures.slice(place - 1)];
  }, expected);
}

/** The picture at `position` (1-based) taken off the product (its original stays: another product, an order, an export may show it). */
export function removePicture(deps: MerchandiseDeps, locale: LocaleCode, key: string, position: number, expected = ANY_VERSION): Promise<Outcome<MerchandiseProduct>> {
  return changePictures(deps, locale, key, (pictures) => {
    const wrong = positionProblem(position, pictures.length, false);
    return wrong ? { problem: wrong } : pictures.filter((_path, index) => index !== position - 1);
  }, expected);
}

/** The pictures in a new order: `order` lists the current positions (1-based), each once (`3 1 2`: the third first). */
export function orderPictures(deps: MerchandiseDeps, locale: LocaleCode, key: string, order: readonly number[], expected = ANY_VERSION): Promise<Outcome<MerchandiseProduct>> {
  return changePictures(deps, locale, key, (pictures) => {
    const wrong = pictureOrderProblem(order, pictures.length);
    return wrong ? { problem: wrong } : order.map((position) => pictures[position - 1]);
  }, expected);
}

