/**
 * The documents module's public face (DESIGN decision 10: documents are real PDF files): the
 * order's bill and purchase order, drawn from the `Order` view, and the PDF writer the return
 * label is drawn with. Orders and returns reach them through this file only.
 */
export { billPdf, purchaseOrderPdf } from './documents-order-pdfs';
export { ACCENT, MARGIN, MUTED, PdfWriter, type Column } from './documents-pdf-writer';
