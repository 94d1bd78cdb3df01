import type { LocaleCode } from '@shop/domain/locales';
import type { InvoiceDocument } from './invoice-document.ts';

/** The labels that depend on whether the document is an invoice or a credit note. */
interface KindLabels {
  readonly title: string;
  readonly number: string;
  readonly date: string;
}

export interface InvoiceTexts {
  readonly kinds: Readonly<Record<InvoiceDocument['kind'], KindLabels>>;
  readonly orderNumber: string;
  readonly orderDate: string;
  readonly paymentMethod: string;
  readonly dueDate: string;
  readonly creditsInvoice: (invoiceNumber: string) => string;
  readonly buyer: string;
  readonly organisationNumber: string;
  readonly vatNumber: string;
  readonly careOf: string;
  readonly columns: {
    readonly description: string;
    readonly quantity: string;
    readonly unitPrice: string;
    readonly discount: string;
    readonly amount: string;
    readonly vat: string;
  };
  readonly sku: string;
  readonly vatSummary: string;
  readonly vatColumns: {
    readonly rate: string;
    readonly exVat: string;
    readonly vat: string;
    readonly incVat: string;
  };
  readonly totalExVat: string;
  readonly vat: string;
  /** An invoice with a due date. */
  readonly totalToPay: string;
  /** An invoice already paid (by card or pay-later): nothing is left to pay. */
  readonly total: string;
  readonly totalCredited: string;
  readonly note: string;
  readonly page: (page: number, pages: number) => string;
  /** The countries the stores deliver to, by ISO 3166 code: the buyer's address names its own. */
  readonly countries: Readonly<Record<string, string>>;
}

/**
 * Spec: "Godkänd för F-skatt" is a Swedish legal phrase (the seller pays its own preliminary tax),
 * so it stays Swedish on every language's document, as Swedish sellers print it.
 */
export const fTaxStatement = 'Godkänd för F-skatt';

/**
 * Every label of an invoice or credit note, in the order's store language. The seller is Swedish,
 * so its numbers are named neutrally ("Org.nr", not the Danish CVR or the Finnish Y-tunnus).
 */
export const invoiceTexts: Readonly<Record<LocaleCode, InvoiceTexts>> = {
  sv: {
    kinds: {
      invoice: { title: 'Faktura', number: 'Fakturanummer', date: 'Fakturadatum' },
      credit_note: { title: 'Kreditfaktura', number: 'Kreditfakturanummer', date: 'Datum' },
    },
    orderNumber: 'Ordernummer',
    orderDate: 'Orderdatum',
    paymentMethod: 'Betalningssätt',
    dueDate: 'Förfallodatum',
    creditsInvoice: (number) => `Krediterar faktura ${number}`,
    buyer: 'Kund',
    organisationNumber: 'Org.nr',
    vatNumber: 'Momsreg.nr',
    careOf: 'c/o',
    columns: {
      description: 'Beskrivning',
      quantity: 'Antal',
      unitPrice: 'À-pris',
      discount: 'Rabatt',
      amount: 'Belopp',
      vat: 'Moms',
    },
    sku: 'Art.nr',
    vatSummary: 'Momsspecifikation',
    vatColumns: { rate: 'Momssats', exVat: 'Exkl. moms', vat: 'Moms', incVat: 'Inkl. moms' },
    totalExVat: 'Summa exkl. moms',
    vat: 'Moms',
    totalToPay: 'Att betala',
    total: 'Totalt',
    totalCredited: 'Totalt krediterat',
    note: 'Orsak till kreditering',
    page: (page, pages) => `Sida ${page}/${pages}`,
    countries: { SE: 'Sverige', NO: 'Norge', DK: 'Danmark', FI: 'Finland', NL: 'Nederländerna' },
  },
  no: {
    kinds: {
      invoice: { title: 'Faktura', number: 'Fakturanummer', date: 'Fakturadato' },
      credit_note: { title: 'Kreditnota', number: 'Kreditnotanummer', date: 'Dato' },
    },
    orderNumber: 'Ordrenummer',
    orderDate: 'Ordredato',
    paymentMethod: 'Betalingsmåte',
    dueDate: 'Forfallsdato',
    creditsInvoice: (number) => `Krediterer faktura ${number}`,
    buyer: 'Kunde',
    organisationNumber: 'Org.nr.',
    vatNumber: 'MVA-nr.',
    careOf: 'c/o',
    columns: {
      description: 'Beskrivelse',
      quantity: 'Antall',
      unitPrice: 'Enhetspris',
      discount: 'Rabatt',
      amount: 'Beløp',
      vat: 'MVA',
    },
    sku: 'Art.nr.',
    vatSummary: 'MVA-spesifikasjon',
    vatColumns: { rate: 'MVA-sats', exVat: 'Ekskl. MVA', vat: 'MVA', incVat: 'Inkl. MVA' },
    totalExVat: 'Sum ekskl. MVA',
    vat: 'MVA',
    totalToPay: 'Å betale',
    total: 'Totalt',
    totalCredited: 'Totalt kreditert',
    note: 'Årsak til kreditering',
    page: (page, pages) => `Side ${page}/${pages}`,
    countries: { SE: 'Sverige', NO: 'Norge', DK: 'Danmark', FI: 'Finland', NL: 'Nederland' },
  },
  da: {
    kinds: {
      invoice: { title: 'Faktura', number: 'Fakturanummer', date: 'Fakturadato' },
      credit_note: { title: 'Kreditnota', number: 'Kreditnotanummer', date: 'Dato' },
    },
    orderNumber: 'Ordrenummer',
    orderDate: 'Ordredato',
    paymentMethod: 'Betalingsmetode',
    dueDate: 'Forfaldsdato',
    creditsInvoice: (number) => `Krediterer faktura ${number}`,
    buyer: 'Kunde',
    organisationNumber: 'Org.nr.',
    vatNumber: 'Momsnr.',
    careOf: 'c/o',
    columns: {
      description: 'Beskrivelse',
      quantity: 'Antal',
      unitPrice: 'Enhedspris',
      discount: 'Rabat',
      amount: 'Beløb',
      vat: 'Moms',
    },
    sku: 'Varenr.',
    vatSummary: 'Momsspecifikation',
    vatColumns: { rate: 'Momssats', exVat: 'Ekskl. moms', vat: 'Moms', incVat: 'Inkl. moms' },
    totalExVat: 'I alt ekskl. moms',
    vat: 'Moms',
    totalToPay: 'At betale',
    total: 'I alt',
    totalCredited: 'Krediteret i alt',
    note: 'Årsag til kreditering',
    page: (page, pages) => `Side ${page}/${pages}`,
    countries: { SE: 'Sverige', NO: 'Norge', DK: 'Danmark', FI: 'Finland', NL: 'Nederlandene' },
  },
  fi: {
    kinds: {
      invoice: { title: 'Lasku', number: 'Laskun numero', date: 'Laskun päiväys' },
      credit_note: { title: 'Hyvityslasku', number: 'Hyvityslaskun numero', date: 'Päiväys' },
    },
    orderNumber: 'Tilausnumero',
    orderDate: 'Tilauspäivä',
    paymentMethod: 'Maksutapa',
    dueDate: 'Eräpäivä',
    creditsInvoice: (number) => `Hyvittää laskun ${number}`,
    buyer: 'Asiakas',
    organisationNumber: 'Yritystunnus',
    vatNumber: 'ALV-numero',
    careOf: 'c/o',
    columns: {
      description: 'Kuvaus',
      quantity: 'Määrä',
      unitPrice: 'Yksikköhinta',
      discount: 'Alennus',
      amount: 'Summa',
      vat: 'ALV',
    },
    sku: 'Tuotenro',
    vatSummary: 'ALV-erittely',
    vatColumns: { rate: 'ALV-kanta', exVat: 'Veroton', vat: 'ALV', incVat: 'Verollinen' },
    totalExVat: 'Veroton yhteensä',
    vat: 'ALV',
    totalToPay: 'Maksettava',
    total: 'Yhteensä',
    totalCredited: 'Hyvitetään yhteensä',
    note: 'Hyvityksen syy',
    page: (page, pages) => `Sivu ${page}/${pages}`,
    countries: { SE: 'Ruotsi', NO: 'Norja', DK: 'Tanska', FI: 'Suomi', NL: 'Alankomaat' },
  },
  nl: {
    kinds: {
      invoice: { title: 'Factuur', number: 'Factuurnummer', date: 'Factuurdatum' },
      credit_note: { title: 'Creditnota', number: 'Creditnotanummer', date: 'Datum' },
    },
    orderNumber: 'Bestelnummer',
    orderDate: 'Besteldatum',
    paymentMethod: 'Betaalmethode',
    dueDate: 'Vervaldatum',
    creditsInvoice: (number) => `Crediteert factuur ${number}`,
    buyer: 'Klant',
    organisationNumber: 'Organisatienummer',
    vatNumber: 'Btw-nummer',
    careOf: 'p/a',
    columns: {
      description: 'Omschrijving',
      quantity: 'Aantal',
      unitPrice: 'Stukprijs',
      discount: 'Korting',
      amount: 'Bedrag',
      vat: 'Btw',
    },
    sku: 'Art.nr.',
    vatSummary: 'Btw-specificatie',
    vatColumns: { rate: 'Btw-tarief', exVat: 'Excl. btw', vat: 'Btw', incVat: 'Incl. btw' },
    totalExVat: 'Totaal excl. btw',
    vat: 'Btw',
    totalToPay: 'Te betalen',
    total: 'Totaal',
    totalCredited: 'Totaal gecrediteerd',
    note: 'Reden van creditering',
    page: (page, pages) => `Pagina ${page}/${pages}`,
    countries: { SE: 'Zweden', NO: 'Noorwegen', DK: 'Denemarken', FI: 'Finland', NL: 'Nederland' },
  },
};
