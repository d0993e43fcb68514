/**
 * The drawing kit of the order documents over pdfkit: A4, DejaVu Sans when the font is installed
 * (it has the € sign, accents of the six languages and narrow spaces), else pdfkit's built-in
 * Helvetica, whose WinAnsi encoding lacks a few of them: money then reads "EUR" and odd spaces
 * become plain ones. Tables break across pages and repeat their header.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

/** pdfkit and its fonts (some 10 MB) are loaded by the first document, not by every shop process (memory, issue 15). */
const loadPdfKit = (): typeof PDFDocument => createRequire(import.meta.url)('pdfkit') as typeof PDFDocument;

/** Where Debian's fonts-dejavu-core puts DejaVu (PDF_FONT_DIR: another directory holding the same files). */
const fontDir = () => process.env.PDF_FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';

export const MARGIN = 48;
export const INK = '#1c2430';
export const MUTED = '#5b6574';
export const ACCENT = '#1d3f8a';
export const RULE = '#d5dae2';

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly unicode: boolean;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(info: { title: string; author: string; createdAt: Date }) {
    const PdfKit = loadPdfKit();
    this.doc = new PdfKit({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: info.title, Author: info.author, Producer: info.author, CreationDate: info.createdAt } });
    const regular = `${fontDir()}/DejaVuSans.ttf`;
    const bold = `${fontDir()}/DejaVuSans-Bold.ttf`;
    this.unicode = existsSync(regular) && existsSync(bold);
    if (this.unicode) {
      this.doc.registerFont('regular', regular);
      this.doc.registerFont('bold', bold);
    } else {
      this.doc.registerFont('regular', 'Helvetica');
      this.doc.registerFont('bold', 'Helvetica-Bold');
    }
    this.doc.font('regular').fillColor(INK);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  get bottom(): number {
    return this.doc.page.height - MARGIN - 40;
  }

  /** What the built-in font cannot draw, said with what it can. */
  text(value: string): string {
    if (this.unicode) return value;
    return value.replace(/€/g, 'EUR').replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/•/g, '*').replace(/[’‘]/g, '\'');
  }

  write(value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: 'regular' | 'bold'; size?: number; color?: string } = {}): number {
    const { font = 'regular', size = 9, color = INK, ...rest } = options;
    this.doc.font(font).fontSize(size).fillColor(color).text(this.text(value), x, y, { lineBreak: true, ...rest });
    return this.doc.y;
  }

  heightOf(value: string, width: number, options: { font?: 'regular' | 'bold'; size?: number } = {}): number {
    return this.doc.font(options.font ?? 'regular').fontSize(options.size ?? 9).heightOfString(this.text(value), { width });
  }

  rule(y: number, color = RULE): void {
    this.doc.moveTo(MARGIN, y).lineTo(MARGIN + this.width, y).lineWidth(0.7).strokeColor(color).stroke();
  }

  /** Starts a new page when `needed` points do not fit below `y`; answers where to go on. */
  ensureRoom(y: number, needed: number): number {
    if (y + needed <= this.bottom) return y;
    this.doc.addPage();
    return MARGIN;
  }

  /** A table: the header row, then rows (their height from the tallest cell), repeating the header on a new page. */
  table(columns: Column[], rows: string[][], top: number): number {
    const drawHeader = (y: number) => {
      this.doc.rect(MARGIN, y, this.width, 18).fill('#eef1f6');
      let x = MARGIN;
      for (const column of columns) {
        this.write(column.header, x + 4, y + 5, { font: 'bold', size: 8, width: column.width - 8, align: column.align ?? 'left', color: MUTED });
        x += column.width;
      }
      return y + 22;
    };
    let y = drawHeader(top);
    for (const row of rows) {
      const height = Math.max(...row.map((cell, index) => this.heightOf(cell, columns[index].width - 8))) + 8;
      if (y + height > this.bottom) {
        this.doc.addPage();
        y = drawHeader(MARGIN);
      }
      let x = MARGIN;
      row.forEach((cell, index) => {
        this.write(cell, x + 4, y + 2, { width: columns[index].width - 8, align: columns[index].align ?? 'left' });
        x += columns[index].width;
      });
      y += height;
      this.rule(y - 3);
    }
    return y;
  }

  /** Page numbers and a legal line at the foot of every page, then the file. */
  async finish(footer: string, pageLabel: string): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      const y = this.doc.page.height - MARGIN - 18;
      // Writing in the bottom margin must not open another page.
      const margins = this.doc.page.margins;
      this.doc.page.margins = { ...margins, bottom: 0 };
      this.write(footer, MARGIN, y, { size: 7, color: MUTED, width: this.width - 60 });
      this.write(`${pageLabel} ${index + 1}/${range.count}`, MARGIN + this.width - 60, y, { size: 7, color: MUTED, width: 60, align: 'right' });
      this.doc.page.margins = margins;
    }
    this.doc.end();
    return this.done;
  }
}
