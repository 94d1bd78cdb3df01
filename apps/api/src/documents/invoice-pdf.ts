import { formatDate } from '@shop/domain/dates';
import { asMinor, formatPrice, type Minor } from '@shop/domain/money';
import { getStore } from '@shop/domain/stores';
import PDFDocument from 'pdfkit';
import { findPaymentMethod } from '../payments/payment-methods.ts';
import type { Buyer, DocumentLine, InvoiceDocument, Seller } from './invoice-document.ts';
import { fTaxStatement, type InvoiceTexts, invoiceTexts } from './invoice-texts.ts';

/**
 * The PDF of an invoice or credit note (A4, pdfkit's built-in Helvetica): header and facts, the
 * two parties, the lines (continued on new pages), VAT per rate, totals, the credit note's reason,
 * and a footer with the seller's numbers and the page on every page. The same document always
 * gives the same bytes: every date in the file comes from the document.
 */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const sheet = sheetFor(document);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: page.top, bottom: page.marginBottom, left: page.left, right: page.width - page.right },
    bufferPages: true,
    lang: getStore(document.locale).iso,
    displayTitle: true,
    info: {
      Title: documentTitle(document, sheet.texts),
      Author: document.seller.name,
      CreationDate: new Date(document.issuedAt),
      ModDate: new Date(document.issuedAt),
    },
  });
  const bytes = collectBytes(pdf);
  let y = drawHeader(pdf, document, sheet);
  y = drawLines(pdf, document, sheet, y);
  y = drawVatAndTotals(pdf, document, sheet, y);
  drawNote(pdf, document.note, sheet, y);
  drawPageDecorations(pdf, document, sheet);
  pdf.end();
  return bytes;
}

type Pdf = PDFKit.PDFDocument;

function collectBytes(pdf: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

/** A4 in points, the margins, and where the content stops so the footer has its own band. */
const page = {
  width: 595.28,
  height: 841.89,
  top: 48,
  left: 50,
  right: 545,
  contentBottom: 765,
  marginBottom: 40,
  footerRule: 786,
  footerText: 793,
} as const;

const colors = {
  ink: '#1d2328',
  muted: '#566069',
  rule: '#d9dee2',
  faintRule: '#eceff1',
  brand: '#1fbfc0',
} as const;

interface TextStyle {
  readonly font: 'Helvetica' | 'Helvetica-Bold';
  readonly size: number;
  readonly color: string;
}

const styles = {
  sellerName: { font: 'Helvetica-Bold', size: 18, color: colors.ink },
  title: { font: 'Helvetica-Bold', size: 22, color: colors.ink },
  body: { font: 'Helvetica', size: 9, color: colors.ink },
  strong: { font: 'Helvetica-Bold', size: 9, color: colors.ink },
  small: { font: 'Helvetica', size: 8, color: colors.muted },
  label: { font: 'Helvetica-Bold', size: 8, color: colors.muted },
  buyer: { font: 'Helvetica', size: 10, color: colors.ink },
  buyerName: { font: 'Helvetica-Bold', size: 10, color: colors.ink },
  total: { font: 'Helvetica-Bold', size: 11, color: colors.ink },
} as const satisfies Record<string, TextStyle>;

/** What every part of the sheet needs: the labels and how values read in the document's language. */
interface Sheet {
  readonly texts: InvoiceTexts;
  readonly formats: DocumentFormats;
}

interface DocumentFormats {
  /** An amount as the document shows it: negative on a credit note. */
  readonly money: (amount: Minor) => string;
  /** An amount shown as it is (a discount is a reduction, whatever the document). */
  readonly plainMoney: (amount: Minor) => string;
  readonly date: (value: string) => string;
  readonly rate: (ratePercent: number) => string;
  readonly quantity: (quantity: number) => string;
}

function sheetFor(document: InvoiceDocument): Sheet {
  return { texts: invoiceTexts[document.locale], formats: documentFormats(document) };
}

function documentFormats(document: InvoiceDocument): DocumentFormats {
  const store = getStore(document.locale);
  // The document's own currency, as issued; the store gives the language and the time zone.
  const money = { iso: store.iso, currency: document.currency };
  const sign = document.kind === 'credit_note' ? -1 : 1;
  const percent = new Intl.NumberFormat(store.iso, { style: 'percent', maximumFractionDigits: 2 });
  const integer = new Intl.NumberFormat(store.iso, { maximumFractionDigits: 0 });
  return {
    money: (amount) => formatPrice(asMinor(sign * amount), money),
    plainMoney: (amount) => formatPrice(amount, money),
    date: (value) => formatDate(value, store, 'short'),
    rate: (ratePercent) => percent.format(ratePercent / 100),
    quantity: (quantity) => integer.format(quantity),
  };
}

function documentTitle(document: InvoiceDocument, texts: InvoiceTexts): string {
  return `${texts.kinds[document.kind].title} ${document.number}`;
}

/*
 * The built-in PDF fonts are encoded in WinAnsi (cp1252): Latin-1 plus a few signs (€, dashes,
 * quotes). pdfkit writes any other character as garbage, so text is brought into that set first:
 * Intl's minus sign (U+2212, in sv, nb and fi amounts) becomes an en dash, a narrow space a
 * no-break space, a letter with an unknown accent its base letter (ł stays "?" as no base exists).
 */
const winAnsiSigns = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const winAnsiSubstitutes: Readonly<Record<string, string>> = {
  '\u2212': '\u2013',
  '\u202f': '\u00a0',
  '\u2009': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\t': ' ',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    winAnsiSigns.has(char)
  );
}

export function toWinAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    if (isWinAnsi(char)) return char;
    const substitute = winAnsiSubstitutes[char];
    if (substitute !== undefined) return substitute;
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return base !== '' && Array.from(base).every(isWinAnsi) ? base : '?';
  }).join('');
}

function applyStyle(pdf: Pdf, style: TextStyle): void {
  pdf.font(style.font).fontSize(style.size).fillColor(style.color);
}

/** One line of text from x, never wrapped. */
function writeLeft(pdf: Pdf, text: string, x: number, y: number, style: TextStyle): void {
  applyStyle(pdf, style);
  pdf.text(toWinAnsi(text), x, y, { lineBreak: false });
}

/** One line of text ending at `right`, never wrapped: numbers line up on their last digit. */
function writeRight(pdf: Pdf, text: string, right: number, y: number, style: TextStyle): void {
  applyStyle(pdf, style);
  const safe = toWinAnsi(text);
  pdf.text(safe, right - pdf.widthOfString(safe), y, { lineBreak: false });
}

/** Text wrapped to a width; answers the height it took. */
function writeWrapped(pdf: Pdf, text: string, x: number, y: number, width: number, style: TextStyle): number {
  applyStyle(pdf, style);
  const safe = toWinAnsi(text);
  const height = pdf.heightOfString(safe, { width });
  pdf.text(safe, x, y, { width });
  return height;
}

function wrappedHeight(pdf: Pdf, text: string, width: number, style: TextStyle): number {
  applyStyle(pdf, style);
  return pdf.heightOfString(toWinAnsi(text), { width });
}

function rule(pdf: Pdf, y: number, from: number, to: number, color: string, width = 0.75): void {
  pdf.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
}

// The header: seller, title, facts, buyer.

interface Fact {
  readonly label: string;
  readonly value: string;
}

/** The document's facts: number and dates, the order, how it is paid, and when (if it is due). */
function documentFacts(document: InvoiceDocument, sheet: Sheet): Fact[] {
  const { texts, formats } = sheet;
  const kind = texts.kinds[document.kind];
  const due =
    document.dueDate === null ? [] : [{ label: texts.dueDate, value: formats.date(document.dueDate) }];
  return [
    { label: kind.number, value: document.number },
    { label: kind.date, value: formats.date(document.issuedAt) },
    { label: texts.orderNumber, value: document.orderNumber },
    { label: texts.orderDate, value: formats.date(document.orderDate) },
    { label: texts.paymentMethod, value: paymentMethodName(document) },
    ...due,
  ];
}

/** The payment method's name in the document's language, as the checkout showed it. */
function paymentMethodName(document: InvoiceDocument): string {
  const method = findPaymentMethod(getStore(document.locale), document.paymentMethod);
  return method?.names[document.locale] ?? document.paymentMethod;
}

function sellerLines(seller: Seller, texts: InvoiceTexts): string[] {
  return [
    seller.street,
    `${seller.postalCode} ${seller.city}`,
    seller.country,
    `${texts.organisationNumber} ${seller.organisationNumber}`,
    `${texts.vatNumber} ${seller.vatNumber}`,
    seller.email,
    seller.website,
  ].filter((line) => line.trim() !== '');
}

/** The c/o line as the shopper typed it, with the "c/o" prefix added only when it is missing. */
function careOfLine(careOf: string, texts: InvoiceTexts): string {
  return /^(c\/o|p\/a)\s/i.test(careOf.trim()) ? careOf.trim() : `${texts.careOf} ${careOf.trim()}`;
}

/** The buyer's lines after the name: company and its number, the address and the e-mail. */
function buyerLines(buyer: Buyer, texts: InvoiceTexts): string[] {
  const present = (value: string | null): value is string => value !== null && value.trim() !== '';
  return [
    ...(present(buyer.companyName) ? [buyer.companyName] : []),
    ...(present(buyer.organisationNumber) ? [`${texts.organisationNumber} ${buyer.organisationNumber}`] : []),
    ...(present(buyer.careOf) ? [careOfLine(buyer.careOf, texts)] : []),
    buyer.street,
    `${buyer.postalCode} ${buyer.city}`,
    texts.countries[buyer.countryCode] ?? buyer.countryCode,
    buyer.email,
  ].filter(present);
}

const header = {
  lineHeight: 11.5,
  factLabelX: 330,
  columnWidth: 260,
} as const;

/** Seller name and letterhead left, title and facts right, the buyer below; answers where it ends. */
function drawHeader(pdf: Pdf, document: InvoiceDocument, sheet: Sheet): number {
  const { texts } = sheet;
  // A long seller name wraps in its column and pushes the letterhead down.
  const nameHeight = writeWrapped(
    pdf,
    document.seller.name,
    page.left,
    page.top,
    header.columnWidth,
    styles.sellerName,
  );
  writeRight(pdf, texts.kinds[document.kind].title, page.right, page.top - 2, styles.title);

  let sellerY = page.top + Math.max(28, nameHeight + 6);
  for (const line of sellerLines(document.seller, texts)) {
    writeLeft(pdf, line, page.left, sellerY, styles.small);
    sellerY += header.lineHeight;
  }

  let factY = page.top + 34;
  for (const fact of documentFacts(document, sheet)) {
    // The 8 pt label one point lower than the 9 pt value: both on one baseline.
    writeLeft(pdf, fact.label, header.factLabelX, factY + 1, styles.small);
    writeRight(pdf, fact.value, page.right, factY, styles.strong);
    factY += header.lineHeight + 1;
  }
  if (document.creditsInvoiceNumber !== null) {
    factY += 2;
    writeRight(pdf, texts.creditsInvoice(document.creditsInvoiceNumber), page.right, factY, styles.strong);
    factY += header.lineHeight + 1;
  }

  return drawBuyer(pdf, document.buyer, texts, Math.max(sellerY, factY) + 18);
}

function drawBuyer(pdf: Pdf, buyer: Buyer, texts: InvoiceTexts, top: number): number {
  writeLeft(pdf, texts.buyer.toLocaleUpperCase(), page.left, top, styles.label);
  let y = top + 13;
  writeLeft(pdf, buyer.name, page.left, y, styles.buyerName);
  y += 13;
  for (const line of buyerLines(buyer, texts)) {
    writeLeft(pdf, line, page.left, y, styles.buyer);
    y += 13;
  }
  return y;
}

// The lines.

/** Right edges of the number columns; the description takes the rest. */
const columns = {
  description: page.left,
  descriptionWidth: 200,
  quantity: 290,
  unitPrice: 365,
  discount: 430,
  amount: 495,
  vat: page.right,
} as const;

const rowPadding = 4;
const skuGap = 1;

interface LineCells {
  readonly description: string;
  readonly sku: string | null;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly discount: string;
  readonly amount: string;
  readonly vat: string;
}

/** One line as its cells read; a discount column stays empty where there is no discount. */
function lineCells(line: DocumentLine, sheet: Sheet): LineCells {
  const { formats, texts } = sheet;
  return {
    description: line.description,
    sku: line.sku === null ? null : `${texts.sku} ${line.sku}`,
    quantity: formats.quantity(line.quantity),
    unitPrice: formats.money(line.unitPrice),
    discount: line.discount > 0 ? formats.plainMoney(line.discount) : '',
    amount: formats.money(line.total),
    vat: formats.rate(line.vatPercent),
  };
}

function rowHeight(pdf: Pdf, cells: LineCells): number {
  const description = wrappedHeight(pdf, cells.description, columns.descriptionWidth, styles.body);
  const sku =
    cells.sku === null ? 0 : skuGap + wrappedHeight(pdf, cells.sku, columns.descriptionWidth, styles.small);
  return rowPadding + description + sku + rowPadding;
}

function drawTableHead(pdf: Pdf, texts: InvoiceTexts, top: number): number {
  const labels = texts.columns;
  writeLeft(pdf, labels.description, columns.description, top, styles.label);
  writeRight(pdf, labels.quantity, columns.quantity, top, styles.label);
  writeRight(pdf, labels.unitPrice, columns.unitPrice, top, styles.label);
  writeRight(pdf, labels.discount, columns.discount, top, styles.label);
  writeRight(pdf, labels.amount, columns.amount, top, styles.label);
  writeRight(pdf, labels.vat, columns.vat, top, styles.label);
  rule(pdf, top + 12, page.left, page.right, colors.ink);
  return top + 13;
}

function drawRow(pdf: Pdf, cells: LineCells, top: number, height: number): void {
  const y = top + rowPadding;
  const descriptionHeight = writeWrapped(
    pdf,
    cells.description,
    columns.description,
    y,
    columns.descriptionWidth,
    styles.body,
  );
  if (cells.sku !== null) {
    writeWrapped(
      pdf,
      cells.sku,
      columns.description,
      y + descriptionHeight + skuGap,
      columns.descriptionWidth,
      styles.small,
    );
  }
  writeRight(pdf, cells.quantity, columns.quantity, y, styles.body);
  writeRight(pdf, cells.unitPrice, columns.unitPrice, y, styles.body);
  writeRight(pdf, cells.discount, columns.discount, y, styles.body);
  writeRight(pdf, cells.amount, columns.amount, y, styles.body);
  writeRight(pdf, cells.vat, columns.vat, y, styles.body);
  rule(pdf, top + height, page.left, page.right, colors.faintRule, 0.5);
}

/** A new page for what does not fit; answers where the content starts on it. */
function nextPage(pdf: Pdf): number {
  pdf.addPage();
  // Below the "continued" line that drawPageDecorations writes at the top of pages after the first.
  return page.top + 22;
}

/** The lines table; a row that does not fit goes to a new page, under the column heads again. */
function drawLines(pdf: Pdf, document: InvoiceDocument, sheet: Sheet, top: number): number {
  let y = drawTableHead(pdf, sheet.texts, top + 22);
  for (const line of document.lines) {
    const cells = lineCells(line, sheet);
    const height = rowHeight(pdf, cells);
    if (y + height > page.contentBottom) y = drawTableHead(pdf, sheet.texts, nextPage(pdf));
    drawRow(pdf, cells, y, height);
    y += height;
  }
  return y;
}

// VAT per rate and the totals.

interface VatRow {
  readonly rate: string;
  readonly exVat: string;
  readonly vat: string;
  readonly incVat: string;
}

function vatRows(document: InvoiceDocument, sheet: Sheet): VatRow[] {
  const { formats } = sheet;
  return document.vatByRate.map((rate) => ({
    rate: formats.rate(rate.ratePercent),
    exVat: formats.money(rate.totalExVat),
    vat: formats.money(rate.vat),
    incVat: formats.money(rate.total),
  }));
}

/** Total excl. VAT, the VAT, and what is to pay, was paid, or is credited. */
function totalRows(document: InvoiceDocument, sheet: Sheet): Fact[] {
  const { texts, formats } = sheet;
  const { totals } = document;
  const last =
    document.kind === 'credit_note'
      ? texts.totalCredited
      : document.dueDate === null
        ? texts.total
        : texts.totalToPay;
  return [
    { label: texts.totalExVat, value: formats.money(totals.totalExVat) },
    { label: texts.vat, value: formats.money(totals.vat) },
    { label: last, value: formats.money(totals.total) },
  ];
}

const vatColumns = { rate: page.left, exVat: 168, vat: 230, incVat: 300 } as const;
const totalsLabelX = 340;
const summaryRowHeight = 13;
/** The totals start level with the VAT table's head row. */
const totalsOffset = 14;
/** Two rows, the rule above the last one, and the last one in the larger size. */
const totalsHeight = 2 * summaryRowHeight + 6 + 16;

/** Its heading, the column heads with their rule, and one row per rate. */
function vatTableHeight(rates: number): number {
  return 29 + rates * summaryRowHeight;
}

function drawVatAndTotals(pdf: Pdf, document: InvoiceDocument, sheet: Sheet, linesEnd: number): number {
  const vat = vatRows(document, sheet);
  // The VAT table and the totals stay together, on a new page when they do not fit under the lines.
  const height = Math.max(vatTableHeight(vat.length), totalsOffset + totalsHeight);
  const top = linesEnd + 18 + height > page.contentBottom ? nextPage(pdf) : linesEnd + 18;
  const vatEnd = drawVatTable(pdf, vat, sheet.texts, top);
  const totalsEnd = drawTotals(pdf, totalRows(document, sheet), top + totalsOffset);
  return Math.max(vatEnd, totalsEnd);
}

function drawVatTable(pdf: Pdf, rows: readonly VatRow[], texts: InvoiceTexts, top: number): number {
  const labels = texts.vatColumns;
  writeLeft(pdf, texts.vatSummary, vatColumns.rate, top, styles.strong);
  const headY = top + 14;
  writeLeft(pdf, labels.rate, vatColumns.rate, headY, styles.label);
  writeRight(pdf, labels.exVat, vatColumns.exVat, headY, styles.label);
  writeRight(pdf, labels.vat, vatColumns.vat, headY, styles.label);
  writeRight(pdf, labels.incVat, vatColumns.incVat, headY, styles.label);
  rule(pdf, headY + 11, vatColumns.rate, vatColumns.incVat, colors.rule);
  let y = headY + 15;
  for (const row of rows) {
    writeLeft(pdf, row.rate, vatColumns.rate, y, styles.body);
    writeRight(pdf, row.exVat, vatColumns.exVat, y, styles.body);
    writeRight(pdf, row.vat, vatColumns.vat, y, styles.body);
    writeRight(pdf, row.incVat, vatColumns.incVat, y, styles.body);
    y += summaryRowHeight;
  }
  return y;
}

function drawTotals(pdf: Pdf, rows: readonly Fact[], top: number): number {
  let y = top;
  rows.forEach((row, index) => {
    const last = index === rows.length - 1;
    if (last) {
      rule(pdf, y + 1, totalsLabelX, page.right, colors.ink, 1);
      y += 6;
    }
    const style = last ? styles.total : styles.body;
    writeLeft(pdf, row.label, totalsLabelX, y, style);
    writeRight(pdf, row.value, page.right, y, style);
    y += last ? 16 : summaryRowHeight;
  });
  return y;
}

function drawNote(pdf: Pdf, note: string | null, sheet: Sheet, top: number): void {
  if (note === null || note.trim() === '') return;
  const width = page.right - page.left;
  const height = 12 + wrappedHeight(pdf, note, width, styles.body);
  const y = top + 18 + height > page.contentBottom ? nextPage(pdf) : top + 18;
  writeLeft(pdf, sheet.texts.note, page.left, y, styles.strong);
  writeWrapped(pdf, note, page.left, y + 12, width, styles.body);
}

// On every page.

/** The seller's legal line: name, numbers, and F-skatt for a Swedish seller that has it. */
function footerLine(seller: Seller, texts: InvoiceTexts): string {
  return [
    seller.name,
    `${texts.organisationNumber} ${seller.organisationNumber}`,
    `${texts.vatNumber} ${seller.vatNumber}`,
    ...(seller.fTax ? [fTaxStatement] : []),
  ].join(' · ');
}

/** Drawn when every page exists, so each footer knows the page count. */
function drawPageDecorations(pdf: Pdf, document: InvoiceDocument, sheet: Sheet): void {
  const { start, count } = pdf.bufferedPageRange();
  const legal = footerLine(document.seller, sheet.texts);
  for (let index = 0; index < count; index += 1) {
    pdf.switchToPage(start + index);
    // The footer is below the bottom margin; without this pdfkit would start a page for it.
    pdf.page.margins.bottom = 0;
    pdf.rect(0, 0, page.width, 5).fillColor(colors.brand).fill();
    if (index > 0)
      writeLeft(pdf, documentTitle(document, sheet.texts), page.left, page.top - 8, styles.small);
    rule(pdf, page.footerRule, page.left, page.right, colors.rule);
    writeLeft(pdf, legal, page.left, page.footerText, styles.small);
    writeRight(pdf, sheet.texts.page(index + 1, count), page.right, page.footerText, styles.small);
  }
}
