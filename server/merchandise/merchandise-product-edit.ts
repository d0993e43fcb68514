/**
 * The back office's product editor (issue 39, role merchandiser; exposed by merchandise-service.ts):
 * a product's names and descriptions in the six languages and its labels, changed in one
 * transaction at the version the merchant read (`If-Match`; 409 when someone else changed it
 * meanwhile). Slugs stay as they are, so the product's pages keep their addresses. Once committed,
 * search, caches and pages follow on every process, as every day-to-day change does.
 */
import type { MerchandiseProduct, ProductEdit } from '../../src/domain/catalogue/merchandise-product';
import type { ExpectedVersion } from '../../src/domain/catalogue/product-version';
import { LOCALE_CODES, type LocaleCode } from '../../src/domain/store/locales';
import { fail, type Outcome } from '../core/outcome';
import { ANY_VERSION, changeProduct, type MerchandiseDeps } from './merchandise-products';
import { writeLabels, writeTexts } from './merchandise-repository';
import { merchandiseText } from './merchandise-texts';

export const MAX_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 10_000;

/** Why the edit cannot be made, in the merchant's words; null: it can. */
export function editProblem(edit: ProductEdit): string | null {
  for (const [locale, text] of Object.entries(edit.texts ?? {})) {
    if (!(LOCALE_CODES as readonly string[]).includes(locale)) return `"${locale}" is not a shop language (${LOCALE_CODES.join(', ')})`;
    if (text?.name !== undefined && text.name.trim() === '') return `the ${locale} name is empty`;
    if (text?.name !== undefined && text.name.length > MAX_NAME_LENGTH) return `the ${locale} name is longer than ${MAX_NAME_LENGTH} characters`;
    if (text?.description !== undefined && text.description.length > MAX_DESCRIPTION_LENGTH) return `the ${locale} description is longer than ${MAX_DESCRIPTION_LENGTH} characters`;
  }
  if (edit.marketLabels && new Set(edit.marketLabels).size !== edit.marketLabels.length) return 'a market label is given twice';
  return null;
}

const hasChange = (edit: ProductEdit) =>
  edit.label !== undefined || edit.marketLabels !== undefined || Object.values(edit.texts ?? {}).some((text) => text?.name !== undefined || text?.description !== undefined);

export async function editProduct(deps: MerchandiseDeps, locale: LocaleCode, key: string, edit: ProductEdit, expected: ExpectedVersion = ANY_VERSION): Promise<Outcome<MerchandiseProduct>> {
  if (!hasChange(edit)) return fail('invalid-input', merchandiseText('nothingToEdit', locale));
  const problem = editProblem(edit);
  if (problem) return fail('invalid-input', problem);
  const texts = Object.entries(edit.texts ?? {}).map(([textLocale, text]) => ({ locale: textLocale, name: text?.name?.trim(), description: text?.description }));
  return changeProduct(deps, locale, key, async ({ trx }, productId) => {
    const textsChanged = await writeTexts(trx, productId, texts);
    const labelsChanged = edit.label !== undefined || edit.marketLabels !== undefined ? await writeLabels(trx, productId, edit) : false;
    return textsChanged || labelsChanged;
  }, expected);
}
