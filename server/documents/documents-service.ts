/**
 * The documents module's public face (DESIGN decision 10: documents are real PDF files): the
 * order's bill and purchase order, drawn from the `Order` view and the store's seller details, and
 * the PDF writer the return label is drawn with. Orders and returns reach them through this file only.
 */
import type { StoreSeller } from '../../src/domain/store/seller';
import type { Executor } from '../db/transaction';
import { storeSellerRow } from './documents-repository';

export { billPdf, purchaseOrderPdf } from './documents-order-pdfs';
export { orderTotalRows, type TotalRow } from './documents-order-totals';
export { ACCENT, MARGIN, MUTED, PdfWriter, type Column } from './documents-pdf-writer';

/** Who sells in a store, as its documents print it; a store without details prints its name only. */
export async function storeSeller(db: Executor, storeId: string): Promise<StoreSeller> {
  const row = await storeSellerRow(db, storeId);
  return { details: row?.seller ?? null, phone: row?.phone ?? '', email: row?.email ?? '' };
}
