import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { billNumber, billPdf, purchaseOrderPdf } from './documents-order-pdfs';
import { sampleOrder, sampleSeller } from './documents-order-fixture';

/** The text a reader (or a screen reader) gets out of the file, laid out as on the page. */
const textOf = (pdf: Buffer): string => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
const euros = (text: string) => Number(text.replace(/[^\d,.-]/g, '').replace(',', '.'));

/** The amount on the row holding `label`, after it. */
const amountAfter = (text: string, label: string): number => {
  const row = text.split('\n').find((candidate) => candidate.includes(label));
  expect(row, label).toBeDefined();
  return euros(row!.split(label)[1].match(/[\d\u202f.]+,\d{2} €/g)!.at(-1)!);
};

/** Both documents: the lines, then shipping − discount make the total with VAT; − the credits it is what was paid. */
function expectAddsUp(text: string, order: ReturnType<typeof sampleOrder>): void {
  const lineTotals = order.lines.map((line) => {
    const row = text.split('\n').find((candidate) => candidate.includes(line.name))!;
    return euros(row.match(/\d+,\d{2} €/g)!.at(-1)!);
  });
  const goods = lineTotals.reduce((sum, total) => sum + total, 0);
  expect(amountAfter(text, 'Sous-total articles')).toBeCloseTo(goods, 2);
  const discount = order.amounts.discount > 0 ? amountAfter(text, 'Remise') : 0;
  const shipping = order.amounts.shipping > 0 ? amountAfter(text, 'Livraison (') : 0;
  const credit = order.amounts.balance > 0 ? amountAfter(text, 'Avoirs et bons d\'achat utilisés') : 0;
  expect(discount).toBe(order.amounts.discount);
  expect(shipping).toBe(order.amounts.shipping);
  expect(amountAfter(text, 'Total TTC')).toBeCloseTo(goods - discount + shipping, 2);
  expect(amountAfter(text, 'dont TVA')).toBeCloseTo(order.amounts.vat, 2);
  expect(amountAfter(text, 'dont total HT') + amountAfter(text, 'dont TVA')).toBeCloseTo(amountAfter(text, 'Total TTC'), 2);
  expect(amountAfter(text, 'Montant payé')).toBeCloseTo(goods - discount + shipping - credit, 2);
  expect(amountAfter(text, 'Montant payé')).toBe(order.amounts.total);
}

/** Issue 35: one 40,99 € line, 10 % off, 3,90 € shipping, 20,00 € of credit. */
const discountedOrder = () => sampleOrder({
  amounts: { goods: 40.99, discount: 4.1, shipping: 3.9, balance: 20, total: 20.79, dutyFree: 33.99, vat: 6.8 },
  lines: [{ ...sampleOrder().lines[1], unitPrice: 40.99, originUnitPrice: null, total: 40.99 }],
});

afterEach(() => {
  delete process.env.PDF_FONT_DIR;
});

describe('the bill', () => {
  it('is a real PDF with the seller, the references, the customer and the lines', async () => {
    const pdf = await billPdf(sampleOrder(), 'fr', sampleSeller());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf);
    for (const expected of ['La Boutique Officielle', 'FACTURE', 'FA-2026-100042', '20/11/2026', 'Boutique SAS', 'FR40123456789',
      'Adresse de facturation', 'Adresse de livraison', 'Bâtiment B', 'Colissimo', 'T-shirt « Logo » coton bio', 'Nordvik', 'Atelier Lumière',
      'Carte bancaire (Visa •••• 4242)', 'Page 1/1']) {
      expect(text).toContain(expected);
    }
  });

  it('adds up: lines to goods, then discount, shipping, VAT and the balance to what was paid', async () => {
    const order = sampleOrder();
    const text = textOf(await billPdf(order, 'fr', sampleSeller()));
    const lineTotals = order.lines.map((line) => {
      const row = text.split('\n').find((candidate) => candidate.includes(line.name))!;
      const amounts = row.match(/\d+,\d{2} €/g)!;
      expect(euros(amounts[0])).toBe(line.unitPrice);
      return euros(amounts[1]);
    });
    const amount = (label: string) => euros(text.split('\n').find((row) => row.includes(label))!.split(label)[1]);
    expect(lineTotals.reduce((sum, total) => sum + total, 0)).toBeCloseTo(amount('Sous-total articles'), 2);
    expect(amount('Remise (BIENVENUE10)')).toBe(13.88);
    expect(amount('Livraison (Colissimo)')).toBe(4.9);
    expect(amount('Total TTC')).toBeCloseTo(138.8 - 13.88 + 4.9, 2);
    expect(amount('dont total HT') + amount('dont TVA (20 %)')).toBeCloseTo(amount('Total TTC'), 2);
    expect(amount('Avoirs et bons d\'achat utilisés')).toBe(50);
    expect(amount('Montant payé')).toBeCloseTo(amount('Total TTC') - 50, 2);
  });

  it('is numbered by the year it was paid', () => {
    expect(billNumber(sampleOrder({ createdAt: '2026-12-31T23:00:00.000Z', events: [{ status: 'paid', at: '2027-01-02T10:00:00.000Z' }] }))).toBe('FA-2027-100042');
  });

  it('speaks the six languages', async () => {
    const titles: Record<string, string> = { fr: 'FACTURE', en: 'INVOICE', es: 'FACTURA', it: 'FATTURA', nl: 'FACTUUR', de: 'RECHNUNG' };
    for (const [locale, title] of Object.entries(titles)) {
      const text = textOf(await billPdf(sampleOrder(), locale, sampleSeller()));
      expect(text, locale).toContain(title);
    }
    const english = textOf(await billPdf(sampleOrder(), 'en-IE', sampleSeller()));
    expect(english).toContain('Total incl. VAT');
    expect(english).toContain('€129.82');
    expect(english).toContain('Invoice no.:');
    expect(english).toMatch(/^\s*Boutique\s/m);
  });

  it('breaks a long order over pages, the header row repeated', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({ ...sampleOrder().lines[0], name: `Article ${index + 1} au nom assez long pour tenir sur deux lignes dans sa colonne` }));
    const text = textOf(await billPdf(sampleOrder({ lines }), 'fr', sampleSeller()));
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`Page ${pages.length}/${pages.length}`);
    expect(pages[1]).toContain('Prix unitaire');
    expect(text).toContain('Article 60 au nom');
  });

  it('writes EUR with the built-in font when DejaVu is missing', async () => {
    process.env.PDF_FONT_DIR = '/nonexistent';
    const text = textOf(await billPdf(sampleOrder(), 'fr', sampleSeller()));
    expect(text).toContain('129,82 EUR');
    expect(text).toContain('Bâtiment B');
  });
});

describe("the seller's block", () => {
  it("prints the store's own details, or only the shop's name when the store gives none", async () => {
    const own = textOf(await billPdf(sampleOrder(), 'de', sampleSeller({ details: { ...sampleSeller().details!, company: 'Händler GmbH', vatNumber: 'DE123456789' }, phone: '+49 30 1234', email: 'hilfe@example.de' })));
    for (const expected of ['Händler GmbH', 'DE123456789', '+49 30 1234 · hilfe@example.de']) expect(own).toContain(expected);
    const none = textOf(await billPdf(sampleOrder(), 'fr', { details: null, phone: '', email: '' }));
    expect(none).toContain('FACTURE');
    expect(none).not.toContain('Boutique SAS');
  });
});

describe('both documents', () => {
  it('write the same figures, that add up: lines + shipping − discount = total with VAT, − credit = paid', async () => {
    for (const order of [sampleOrder(), discountedOrder()]) {
      const bill = textOf(await billPdf(order, 'fr', sampleSeller()));
      const purchaseOrder = textOf(await purchaseOrderPdf(order, 'fr', sampleSeller()));
      expectAddsUp(bill, order);
      expectAddsUp(purchaseOrder, order);
      expect(amountAfter(purchaseOrder, 'Total TTC')).toBe(amountAfter(bill, 'Total TTC'));
    }
  });
});

describe('the purchase order', () => {
  it('lists the lines with the relay point and the carrier', async () => {
    const order = sampleOrder({
      relayPoint: { id: 'FR-75011-01', name: 'Tabac de la Roquette', street: '45 rue de la Roquette', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR' },
      carrier: { id: 3, code: 'relais_pickup', name: 'Relais Pickup', type: 'point_relais', deliveryDate: '2026-11-25' },
    });
    const text = textOf(await purchaseOrderPdf(order, 'fr', sampleSeller()));
    for (const expected of ['BON DE COMMANDE', 'Commande n°', '100042', 'Point relais', 'Tabac de la Roquette', '45 rue de la Roquette', 'Relais Pickup', '25/11/2026', 'Sweat à capuche brodé']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('FACTURE');
  });

  it('shows the home delivery address otherwise', async () => {
    const text = textOf(await purchaseOrderPdf(sampleOrder(), 'de', sampleSeller()));
    expect(text).toContain('BESTELLSCHEIN');
    expect(text).toContain('Lieferadresse');
    expect(text).toContain('12 rue des Lilas');
  });
});
