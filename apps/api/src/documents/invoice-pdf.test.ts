import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asMinor } from '@shop/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument, Seller } from './invoice-document.ts';
import { renderInvoicePdf, toWinAnsi } from './invoice-pdf.ts';

const m = asMinor;

// poppler-utils is a test dependency (CI installs it): without pdftotext these tests fail, never skip.
function withPdfFile<T>(bytes: Buffer, read: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  const file = join(dir, 'document.pdf');
  try {
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function pdfText(bytes: Buffer): string {
  return withPdfFile(bytes, (file) =>
    execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  );
}

function pdfInfo(bytes: Buffer): string {
  return withPdfFile(bytes, (file) => execFileSync('pdfinfo', ['-isodates', file], { encoding: 'utf8' }));
}

function pagesOf(text: string): string[] {
  return text.split('\f').filter((page) => page.trim() !== '');
}

function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Cells read left to right on one line of `pdftotext -layout`. Inside a cell a space may come out
 * as a no-break space, a space, or (between a one-digit rate and "%") nothing at all.
 */
function row(...cells: string[]): RegExp {
  const cell = (text: string) => literally(text).replace(/[ \u00a0]+/g, '[ \\u00a0]*');
  return new RegExp(cells.map(cell).join('[ \\u00a0]+'));
}

const seller: Seller = {
  name: 'Mobildelar Norden AB',
  organisationNumber: '556987-1234',
  vatNumber: 'SE556987123401',
  street: 'Hamngatan 12',
  postalCode: '111 47',
  city: 'Stockholm',
  country: 'Sverige',
  email: 'kundservice@mobildelar.se',
  website: 'https://mobildelar.se',
  fTax: true,
};

const svInvoice: InvoiceDocument = {
  kind: 'invoice',
  number: 'F100042',
  issuedAt: '2026-03-04T09:15:00Z',
  creditsInvoiceNumber: null,
  locale: 'sv',
  currency: 'SEK',
  seller,
  buyer: {
    name: 'Åsa Öberg',
    companyName: 'Mobilfix i Göteborg AB',
    organisationNumber: '559123-4567',
    street: 'Kungsportsavenyen 3',
    careOf: 'Lagerchef Erik',
    postalCode: '411 36',
    city: 'Göteborg',
    countryCode: 'SE',
    email: 'asa@mobilfix.example',
  },
  orderNumber: 'SE100042',
  // 00:30 on 4 March in Stockholm, still 3 March in UTC.
  orderDate: '2026-03-03T23:30:00Z',
  paymentMethod: 'invoice',
  dueDate: '2026-03-18',
  lines: [
    {
      kind: 'product',
      sku: 'IP13-OLED',
      description: 'Skärm iPhone 13 OLED',
      quantity: 2,
      unitPrice: m(129900),
      discount: m(13000),
      total: m(246800),
      vatPercent: 25,
    },
    {
      kind: 'product',
      sku: 'SAM-S22-BAT',
      description: 'Batteri Samsung Galaxy S22',
      quantity: 1,
      unitPrice: m(34900),
      discount: m(0),
      total: m(34900),
      vatPercent: 25,
    },
    {
      kind: 'product',
      sku: 'BOOK-REP',
      description: 'Reparationshandbok för smartphones',
      quantity: 1,
      unitPrice: m(19900),
      discount: m(0),
      total: m(19900),
      vatPercent: 6,
    },
    {
      kind: 'shipping',
      sku: null,
      description: 'PostNord Ombud',
      quantity: 1,
      unitPrice: m(4900),
      discount: m(0),
      total: m(4900),
      vatPercent: 25,
    },
  ],
  note: null,
  vatByRate: [
    { ratePercent: 6, totalExVat: m(18774), vat: m(1126), total: m(19900) },
    { ratePercent: 25, totalExVat: m(229280), vat: m(57320), total: m(286600) },
  ],
  totals: { totalExVat: m(248054), vat: m(58446), total: m(306500) },
};

const nlCreditNote: InvoiceDocument = {
  kind: 'credit_note',
  number: 'K100043',
  issuedAt: '2026-03-10T13:00:00Z',
  creditsInvoiceNumber: 'F100041',
  locale: 'nl',
  currency: 'EUR',
  seller: { ...seller, website: 'https://telefoononderdelen.nl' },
  buyer: {
    name: 'Daan de Vries',
    companyName: null,
    organisationNumber: null,
    street: 'Prinsengracht 263',
    careOf: null,
    postalCode: '1016 GV',
    city: 'Amsterdam',
    countryCode: 'NL',
    email: 'daan@example.nl',
  },
  orderNumber: 'NL100041',
  orderDate: '2026-03-01T10:00:00Z',
  paymentMethod: 'card',
  dueDate: null,
  lines: [
    {
      kind: 'product',
      sku: 'IP12-CAM',
      description: 'Camera achterkant iPhone 12',
      quantity: 1,
      unitPrice: m(4995),
      discount: m(500),
      total: m(4495),
      vatPercent: 21,
    },
    {
      kind: 'product',
      sku: 'TOOL-KIT',
      description: 'Gereedschapsset „Pro” 24-delig',
      quantity: 2,
      unitPrice: m(1250),
      discount: m(0),
      total: m(2500),
      vatPercent: 21,
    },
    {
      kind: 'amount',
      sku: null,
      description: 'Tegemoetkoming vertraagde levering',
      quantity: 1,
      unitPrice: m(500),
      discount: m(0),
      total: m(500),
      vatPercent: 21,
    },
  ],
  note: 'Camera werkte niet; de klant krijgt een tegemoetkoming.',
  vatByRate: [{ ratePercent: 21, totalExVat: m(6194), vat: m(1301), total: m(7495) }],
  totals: { totalExVat: m(6194), vat: m(1301), total: m(7495) },
};

const svFooter =
  'Mobildelar Norden AB · Org.nr 556987-1234 · Momsreg.nr SE556987123401 · Godkänd för F-skatt';

function invoiceWithLines(count: number): InvoiceDocument {
  const lines = Array.from({ length: count }, (_, index) => ({
    kind: 'product' as const,
    sku: `PART-${index + 1}`,
    description: `Reservdel nummer ${index + 1}`,
    quantity: 1,
    unitPrice: m(10000),
    discount: m(0),
    total: m(10000),
    vatPercent: 25,
  }));
  const totals = { totalExVat: m(count * 8000), vat: m(count * 2000), total: m(count * 10000) };
  return { ...svInvoice, number: 'F100099', lines, vatByRate: [{ ratePercent: 25, ...totals }], totals };
}

describe('a Swedish invoice (mervärdesskattelagen 17 kap. 24 §, directive 2006/112 art. 226)', () => {
  let text: string;
  beforeAll(async () => {
    text = pdfText(await renderInvoicePdf(svInvoice));
  });

  it('is titled Faktura under the seller name, with its number, dates, order, payment and due date', () => {
    expect(text).toMatch(row('Mobildelar Norden AB', 'Faktura'));
    expect(text).toMatch(row('Fakturanummer', 'F100042'));
    expect(text).toMatch(row('Fakturadatum', '2026-03-04'));
    expect(text).toMatch(row('Ordernummer', 'SE100042'));
    expect(text).toMatch(row('Betalningssätt', 'Faktura'));
    expect(text).toMatch(row('Förfallodatum', '2026-03-18'));
  });

  it('dates are calendar days in the store time zone', () => {
    expect(text).toMatch(row('Orderdatum', '2026-03-04'));
  });

  it('names the seller with its address, organisation number and VAT number', () => {
    for (const line of [
      'Hamngatan 12',
      '111 47 Stockholm',
      'Org.nr 556987-1234',
      'Momsreg.nr SE556987123401',
    ]) {
      expect(text).toMatch(row(line));
    }
    expect(text).toContain('kundservice@mobildelar.se');
  });

  it('names the buyer: person, company with its number, c/o, address, country and e-mail', async () => {
    for (const line of [
      'KUND',
      'Åsa Öberg',
      'Mobilfix i Göteborg AB',
      'Org.nr 559123-4567',
      'c/o Lagerchef Erik',
      'Kungsportsavenyen 3',
      '411 36 Göteborg',
      'asa@mobilfix.example',
    ]) {
      expect(text).toMatch(row(line));
    }
    // The country by its name in the document's language, not its code (the seller is in Sverige).
    expect(text).not.toMatch(/^SE$/m);
    const buyer = { ...svInvoice.buyer, countryCode: 'FI' };
    expect(pdfText(await renderInvoicePdf({ ...svInvoice, buyer }))).toMatch(row('Finland'));
  });

  it('lists each line: description, quantity, unit price, discount, amount and VAT rate; whole kronor', () => {
    expect(text).toMatch(row('Beskrivning', 'Antal', 'À-pris', 'Rabatt', 'Belopp', 'Moms'));
    expect(text).toMatch(row('Skärm iPhone 13 OLED', '2', '1 299 kr', '130 kr', '2 468 kr', '25 %'));
    expect(text).toMatch(row('Batteri Samsung Galaxy S22', '1', '349 kr', '349 kr', '25 %'));
    expect(text).toMatch(row('Reparationshandbok för smartphones', '1', '199 kr', '199 kr', '6 %'));
    expect(text).toMatch(row('PostNord Ombud', '1', '49 kr', '49 kr', '25 %'));
    expect(text).toMatch(row('Art.nr IP13-OLED'));
  });

  it('shows the taxable amount, the VAT and the total for each rate', () => {
    expect(text).toMatch(row('Momssats', 'Exkl. moms', 'Moms', 'Inkl. moms'));
    expect(text).toMatch(row('6 %', '188 kr', '11 kr', '199 kr'));
    expect(text).toMatch(row('25 %', '2 293 kr', '573 kr', '2 866 kr'));
  });

  it('totals: excl. VAT, VAT, and the amount to pay', () => {
    expect(text).toMatch(row('Summa exkl. moms', '2 481 kr'));
    expect(text).toMatch(row('Moms', '584 kr'));
    expect(text).toMatch(row('Att betala', '3 065 kr'));
  });

  it('the footer carries the seller, its numbers, F-skatt and the page', () => {
    expect(text).toMatch(row(svFooter, 'Sida 1/1'));
  });

  it('an invoice already paid has no due date and its total is not "to pay"', async () => {
    const paid = pdfText(await renderInvoicePdf({ ...svInvoice, paymentMethod: 'card', dueDate: null }));
    expect(paid).not.toContain('Förfallodatum');
    expect(paid).not.toContain('Att betala');
    expect(paid).toMatch(row('Totalt', '3 065 kr'));
    expect(paid).toMatch(row('Betalningssätt', 'Kort'));
  });

  it('F-skatt is stated only for a seller that has it', async () => {
    const withoutFTax = pdfText(await renderInvoicePdf({ ...svInvoice, seller: { ...seller, fTax: false } }));
    expect(withoutFTax).not.toContain('F-skatt');
  });
});

describe('a Dutch credit note', () => {
  let text: string;
  beforeAll(async () => {
    text = pdfText(await renderInvoicePdf(nlCreditNote));
  });

  it('is titled Creditnota, with its number, date and the invoice it credits', () => {
    expect(text).toMatch(row('Mobildelar Norden AB', 'Creditnota'));
    expect(text).toMatch(row('Creditnotanummer', 'K100043'));
    expect(text).toMatch(row('Datum', '10-3-2026'));
    expect(text).toMatch(row('Bestelnummer', 'NL100041'));
    expect(text).toMatch(row('Betaalmethode', 'Kaart'));
    expect(text).toMatch(row('Crediteert factuur F100041'));
    expect(text).not.toContain('Vervaldatum');
  });

  it('names seller and buyer with the seller numbers in Dutch', () => {
    expect(text).toMatch(row('Organisatienummer 556987-1234'));
    expect(text).toMatch(row('Btw-nummer SE556987123401'));
    for (const line of [
      'KLANT',
      'Daan de Vries',
      'Prinsengracht 263',
      '1016 GV Amsterdam',
      'Nederland',
      'daan@example.nl',
    ]) {
      expect(text).toMatch(row(line));
    }
  });

  it('shows every credited amount as negative; a discount stays a reduction', () => {
    expect(text).toMatch(row('Omschrijving', 'Aantal', 'Stukprijs', 'Korting', 'Bedrag', 'Btw'));
    expect(text).toMatch(row('Camera achterkant iPhone 12', '1', '€ -49,95', '€ 5,00', '€ -44,95', '21%'));
    expect(text).toMatch(row('Gereedschapsset „Pro” 24-delig', '2', '€ -12,50', '€ -25,00', '21%'));
    expect(text).toMatch(row('Tegemoetkoming vertraagde levering', '1', '€ -5,00', '€ -5,00', '21%'));
  });

  it('VAT per rate and the totals are negative too, ending with the total credited', () => {
    expect(text).toMatch(row('Btw-tarief', 'Excl. btw', 'Btw', 'Incl. btw'));
    expect(text).toMatch(row('21%', '€ -61,94', '€ -13,01', '€ -74,95'));
    expect(text).toMatch(row('Totaal excl. btw', '€ -61,94'));
    expect(text).toMatch(row('Btw', '€ -13,01'));
    expect(text).toMatch(row('Totaal gecrediteerd', '€ -74,95'));
  });

  it('gives the reason for the credit', () => {
    expect(text).toMatch(row('Reden van creditering'));
    expect(text).toMatch(row('Camera werkte niet; de klant krijgt een tegemoetkoming.'));
  });

  it('the footer is the same legal line, with the page in Dutch', () => {
    expect(text).toMatch(
      row(
        'Mobildelar Norden AB · Organisatienummer 556987-1234 · Btw-nummer SE556987123401 · Godkänd för F-skatt',
        'Pagina 1/1',
      ),
    );
  });
});

describe('characters the built-in fonts cannot draw', () => {
  it("a Swedish credit note's minus (Intl's U+2212, not in WinAnsi) is drawn as a dash", async () => {
    const text = pdfText(
      await renderInvoicePdf({ ...svInvoice, kind: 'credit_note', creditsInvoiceNumber: 'F100041' }),
    );
    expect(text).toMatch(row('Kreditfaktura'));
    expect(text).toMatch(row('Krediterar faktura F100041'));
    expect(text).toMatch(row('Totalt krediterat', '–3 065 kr'));
  });

  it('letters outside WinAnsi become their base letter, or "?" when they have none', () => {
    expect(toWinAnsi('Nőrdic Łódź −5 € „x” æøå')).toBe('Nordic ?ódz –5 € „x” æøå');
  });
});

describe('a long invoice', () => {
  it('60 lines continue on more pages, each with the footer and page x/y, lines under the column heads', async () => {
    const pages = pagesOf(pdfText(await renderInvoicePdf(invoiceWithLines(60))));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toMatch(row(svFooter, `Sida ${index + 1}/${pages.length}`));
      if (page.includes('Reservdel')) expect(page).toMatch(row('Beskrivning', 'Antal', 'À-pris'));
      if (index > 0) expect(page).toMatch(row('Faktura F100099'));
    });
    expect(pages.filter((page) => page.includes('Reservdel')).length).toBeGreaterThan(1);
    const all = pages.join('\n');
    for (let line = 1; line <= 60; line += 1) {
      expect(all).toMatch(
        new RegExp(`${row(`Reservdel nummer ${line}`, '1', '100 kr', '100 kr', '25 %').source}\\n`),
      );
    }
    expect(pages.at(-1)).toMatch(row('Att betala', '6 000 kr'));
  });
});

describe('the file itself', () => {
  it('the same document gives the same bytes', async () => {
    const first = await renderInvoicePdf(svInvoice);
    const second = await renderInvoicePdf(structuredClone(svInvoice));
    expect(first.equals(second)).toBe(true);
  });

  it('carries title, author, language and the issue date as its dates', async () => {
    const bytes = await renderInvoicePdf(svInvoice);
    const info = pdfInfo(bytes);
    expect(info).toMatch(/^Title: +Faktura F100042$/m);
    expect(info).toMatch(/^Author: +Mobildelar Norden AB$/m);
    expect(info).toMatch(/^CreationDate: +2026-03-04T09:15:00/m);
    expect(info).toMatch(/^ModDate: +2026-03-04T09:15:00/m);
    expect(info).toMatch(/^Page size: +595\.28 x 841\.89 pts \(A4\)$/m);
    expect(bytes.toString('latin1')).toContain('/Lang (sv-SE)');
  });
});
