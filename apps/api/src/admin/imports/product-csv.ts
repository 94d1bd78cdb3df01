import type { ImportError } from '@shop/contracts/admin-imports';
import { checkGtin, describeGtinProblem } from '@shop/domain/gtin';
import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { dropNonDecreasingTiers } from '@shop/domain/pricing';
import { StockStatus } from '@shop/domain/stock';
import { parse } from 'csv-parse/sync';

/**
 * The CSV file of products, prices and stock (issue 17): one row per SKU, the same columns for
 * import and export (README, "Products as CSV"). Every cell is read into one canonical text, the
 * text the export writes for the same value, so "what would change" is a comparison of texts and
 * importing an export changes nothing.
 *
 * - `sku`: the key; a SKU the shop has is updated, another one is created.
 * - `type`: standard, variant, set or giftcard; `parent_sku`: the product a variation belongs to
 *   (empty for a product of its own; a standard product given a variation becomes a variant).
 * - `attributes`: what a variation differs in, `name=value;name=value` (`color=blue;size=xl`),
 *   lower-case names as the API takes them, at most five; a `;` or `\` in a value is written
 *   `\;` or `\\`. Empty for a product of its own.
 * - `kind`: what the product is (display, battery, case, ...), which its drawn images show.
 * - `name_{sv,no,da,fi,nl}`, `slug_{...}`: texts per language; an empty slug keeps the product's
 *   slug, or is made from the name for a new product.
 * - `brand`: a brand code (google-pixel); `categories`: category codes separated by `|`, the
 *   first is the product's main category.
 * - `vat_class`: standard (the store's rate) or none (VAT-free, gift cards).
 * - `price_{store}` and `campaign_{store}`: the normal and campaign price lists of a store, in its
 *   currency including VAT with a point for decimals: `249.00`, or with quantity tiers
 *   `249.00|5:229.00|10:219.00`. An empty normal price: the store does not sell it.
 * - `campaign_starts_{store}` and `campaign_ends_{store}`: when the store's campaign list runs,
 *   ISO 8601 times (2026-11-27T00:00:00Z; a time zone is required); either may be empty (open),
 *   both empty: the campaign always runs. A window needs a campaign list.
 * - `stock`, `stock_status` (in-stock, back-order-quick, back-order-slow, back-order), and
 *   `estimated_at` (the presale date, YYYY-MM-DD). A product with variations has their summed
 *   stock (decision 028): the export writes it, the import does not read it.
 * - `gtin`: 8, 12, 13 or 14 digits with a right GS1 check digit (an EAN-13 is a GTIN-13); `mpn`:
 *   the maker's part number; `published`: true (shown in the shop) or false (hidden).
 *
 * A file may leave out any column but `sku`: what it leaves out stays as it is.
 */

/** The stores' columns are named by the store's language: price_sv is in SEK, price_fi in EUR. */
export const nameColumns = localeCodes.map((locale) => `name_${locale}`);
export const slugColumns = localeCodes.map((locale) => `slug_${locale}`);
export const priceColumns = localeCodes.map((locale) => `price_${locale}`);
export const campaignColumns = localeCodes.map((locale) => `campaign_${locale}`);
export const campaignStartsColumns = localeCodes.map((locale) => `campaign_starts_${locale}`);
export const campaignEndsColumns = localeCodes.map((locale) => `campaign_ends_${locale}`);

export const productColumns: readonly string[] = [
  'sku',
  'type',
  'parent_sku',
  'attributes',
  'kind',
  ...localeCodes.flatMap((locale) => [`name_${locale}`, `slug_${locale}`]),
  'brand',
  'categories',
  'vat_class',
  ...localeCodes.flatMap((locale) => [`price_${locale}`, `campaign_${locale}`]),
  'stock',
  'stock_status',
  'estimated_at',
  'gtin',
  'mpn',
  'published',
  ...localeCodes.flatMap((locale) => [`campaign_starts_${locale}`, `campaign_ends_${locale}`]),
];

/** Spec 3: 1 Standard, 2 Variant, 3 SET, 4 GiftCard. */
export const productTypes: Readonly<Record<string, number>> = {
  standard: 1,
  variant: 2,
  set: 3,
  giftcard: 4,
};
export const productTypeNames: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(productTypes).map(([name, type]) => [type, name]),
);

export const vatClasses = ['standard', 'none'] as const;
const stockStatuses: readonly string[] = Object.values(StockStatus);

/** A row of the file in canonical texts, by column; only the columns the file has. */
export interface CsvRow {
  /** 1-based data row: the first row under the header is 1. */
  readonly row: number;
  readonly sku: string;
  readonly values: Readonly<Record<string, string>>;
}

export interface ParsedFile {
  readonly columns: readonly string[];
  readonly rows: readonly CsvRow[];
  readonly errors: readonly ImportError[];
  /** Data rows of the file, good and bad. */
  readonly rowCount: number;
}

/** A price tier: from `quantity` units, `price` minor units each. */
export interface Tier {
  readonly quantity: number;
  readonly price: number;
}

const maxMinor = 1_000_000_000;
const maxStock = 1_000_000_000;

/** Minor units as the file writes them: 24900 -> "249.00". */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A price list as the file writes it: the quantity-1 tier bare, the others `quantity:price`. */
export function formatTiers(tiers: readonly Tier[]): string {
  return [...tiers]
    .sort((a, b) => a.quantity - b.quantity)
    .map((tier) =>
      tier.quantity === 1 ? formatMinor(tier.price) : `${tier.quantity}:${formatMinor(tier.price)}`,
    )
    .join('|');
}

/** The most attributes a variation has, and their names and values (as the API takes them). */
const maxAttributes = 5;
const attributeNamePattern = /^[a-z][a-z_]{0,29}$/;
const maxAttributeValue = 50;

/** Attributes as the file writes them, in their order: `color=blue;size=xl`. */
export function formatAttributes(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}=${value.replace(/\\/g, '\\\\').replace(/;/g, '\\;')}`)
    .join(';');
}

/** Reads `color=blue;size=xl` into attributes in the file's order, or why the text is none. */
export function readAttributes(text: string): Record<string, string> | string {
  const parts: string[] = [];
  let part = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\' && index + 1 < text.length) {
      part += text[index + 1];
      index += 1;
    } else if (char === ';') {
      parts.push(part);
      part = '';
    } else part += char;
  }
  parts.push(part);
  const attributes: Record<string, string> = {};
  for (const piece of parts) {
    if (piece.trim() === '') continue;
    const equals = piece.indexOf('=');
    if (equals < 0) return `"${piece.trim()}" is not name=value (e.g. color=blue;size=xl)`;
    const name = piece.slice(0, equals).trim();
    const value = piece.slice(equals + 1).trim();
    if (!attributeNamePattern.test(name))
      return `"${name}" is not an attribute name (lower-case letters and _, e.g. color)`;
    if (value === '') return `${name} has no value`;
    if (value.length > maxAttributeValue)
      return `the value of ${name} has more than ${maxAttributeValue} characters`;
    if (name in attributes) return `${name} appears twice`;
    attributes[name] = value;
  }
  if (Object.keys(attributes).length > maxAttributes)
    return `a variation has at most ${maxAttributes} attributes`;
  return attributes;
}

/** Categories as the file writes them: the main one first, the others by code. */
export function formatCategories(primary: string | null, codes: readonly string[]): string {
  const others = [...new Set(codes)].filter((code) => code !== primary).sort();
  return [...(primary ? [primary] : []), ...others].join('|');
}

function readMinor(text: string): number | string {
  if (/^-/.test(text)) return 'a price cannot be negative';
  if (/^\d+,\d{1,2}$/.test(text))
    return `"${text}" has a comma: write decimals with a point (${text.replace(',', '.')})`;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return `"${text}" is not a price (write 249 or 249.00)`;
  const [whole = '0', fraction = ''] = text.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor > maxMinor) return `${text} is above the largest price the shop takes`;
  return minor;
}

/** Reads `249.00|5:229.00`: a list of tiers, or why it is not one. */
export function readTiers(text: string, list: 'normal' | 'campaign'): Tier[] | string {
  const tiers: Tier[] = [];
  for (const part of text.split('|').map((piece) => piece.trim())) {
    const match = /^(?:(\d+):)?(.+)$/.exec(part);
    const quantityText = match?.[1];
    const quantity = quantityText === undefined ? 1 : Number(quantityText);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100_000)
      return `"${part}": a tier's quantity is a whole number from 1`;
    const price = readMinor(match?.[2] ?? part);
    if (typeof price === 'string') return price;
    tiers.push({ quantity, price });
  }
  const quantities = tiers.map((tier) => tier.quantity);
  if (new Set(quantities).size !== quantities.length) return 'a quantity appears twice';
  const sorted = [...tiers].sort((a, b) => a.quantity - b.quantity);
  if (list === 'normal' && sorted[0]?.quantity !== 1)
    return 'the normal price list starts at quantity 1 (write the single-unit price first)';
  // Spec 5: tiers whose price is not lower than the previous tier are dropped; refuse them instead.
  const kept = dropNonDecreasingTiers(sorted.map((tier) => ({ q: tier.quantity, p: tier.price })));
  if (kept.length !== sorted.length) {
    const dropped = sorted.find((tier) => !kept.some((keptTier) => keptTier.q === tier.quantity));
    return `the tier from ${dropped?.quantity} units is not cheaper than the tier before it: the shop would never show it`;
  }
  return sorted;
}

/** A time as the file writes it (ISO 8601 in UTC with milliseconds), or why the text is none. */
export function readInstant(text: string): string | { error: string } {
  // A time zone is required: a window read in the server's zone would move with the server.
  const pattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
  const time = pattern.test(text) ? new Date(text) : undefined;
  if (!time || Number.isNaN(time.getTime()))
    return { error: `"${text}" is not a time with its zone (ISO 8601, e.g. 2026-11-27T00:00:00Z)` };
  return time.toISOString();
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The canonical text of one cell, or why the cell is wrong. */
function canonicalCell(column: string, raw: string): { value: string } | { error: string } {
  const text = raw.trim();
  if (column === 'sku') {
    if (text === '') return { error: 'every row needs a SKU' };
    if (text.length > 64) return { error: 'a SKU has at most 64 characters' };
    return { value: text };
  }
  if (column === 'type') {
    const name = text.toLowerCase();
    if (name === '') return { value: '' };
    if (productTypes[name] === undefined)
      return { error: `"${text}" is not a product type (${Object.keys(productTypes).join(', ')})` };
    return { value: name };
  }
  if (column === 'parent_sku')
    return text.length > 64 ? { error: 'a SKU has at most 64 characters' } : { value: text };
  if (column === 'attributes') {
    const attributes = readAttributes(text);
    return typeof attributes === 'string' ? { error: attributes } : { value: formatAttributes(attributes) };
  }
  if (column === 'kind') {
    if (text === '') return { value: '' };
    return /^[a-z0-9-]{1,50}$/.test(text)
      ? { value: text }
      : { error: `"${text}" is not a kind (lower-case letters, digits and dashes, e.g. display)` };
  }
  if (column.startsWith('name_')) {
    if (text.length > 300) return { error: 'a name has at most 300 characters' };
    return { value: text };
  }
  if (column.startsWith('slug_')) {
    if (text === '') return { value: '' };
    return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text) && text.length <= 200
      ? { value: text }
      : { error: `"${text}" is not a slug (lower-case letters, digits and single dashes)` };
  }
  if (column === 'brand') return { value: text };
  if (column === 'categories') {
    const codes = text
      .split('|')
      .map((code) => code.trim())
      .filter((code) => code !== '');
    if (new Set(codes).size !== codes.length) return { error: 'a category appears twice' };
    return { value: formatCategories(codes[0] ?? null, codes) };
  }
  if (column === 'vat_class') {
    const name = text.toLowerCase();
    if (name === '' || (vatClasses as readonly string[]).includes(name)) return { value: name };
    return { error: `"${text}" is not a VAT class (standard: the store's rate; none: VAT-free)` };
  }
  if (column.startsWith('campaign_starts_') || column.startsWith('campaign_ends_')) {
    if (text === '') return { value: '' };
    const instant = readInstant(text);
    return typeof instant === 'string' ? { value: instant } : instant;
  }
  if (column.startsWith('price_') || column.startsWith('campaign_')) {
    if (text === '') return { value: '' };
    const tiers = readTiers(text, column.startsWith('price_') ? 'normal' : 'campaign');
    return typeof tiers === 'string' ? { error: tiers } : { value: formatTiers(tiers) };
  }
  if (column === 'stock') {
    if (text === '') return { value: '' };
    if (/^-\d+$/.test(text)) return { error: 'stock cannot be negative' };
    if (!/^\d+$/.test(text)) return { error: `"${text}" is not a whole number` };
    const stock = Number(text);
    return stock > maxStock
      ? { error: `${text} is above the largest stock the shop keeps` }
      : { value: String(stock) };
  }
  if (column === 'stock_status') {
    if (text === '' || stockStatuses.includes(text)) return { value: text };
    return { error: `"${text}" is not a stock status (${stockStatuses.join(', ')})` };
  }
  if (column === 'estimated_at') {
    if (text === '' || isCalendarDate(text)) return { value: text };
    return { error: `"${text}" is not a date (YYYY-MM-DD)` };
  }
  if (column === 'gtin') {
    if (text === '') return { value: '' };
    const checked = checkGtin(text);
    return checked.ok
      ? { value: checked.gtin }
      : { error: `"${text}": ${describeGtinProblem(checked.code)}` };
  }
  if (column === 'mpn') {
    return text.length > 70 ? { error: 'an MPN has at most 70 characters' } : { value: text };
  }
  if (column === 'published') {
    const flag = text.toLowerCase();
    if (flag === '' || flag === 'true' || flag === 'false') return { value: flag };
    return { error: `"${text}" is not true or false` };
  }
  return { error: 'unknown column' };
}

/** Excel in the Nordic countries saves CSV with semicolons: a header without commas uses them. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/**
 * Reads a file: the header, then every row into canonical texts. Every error is collected with
 * its row and column; rows with an error are left out of `rows`. Checks that need the database
 * (unknown brands and categories, slugs of other products) come later (plan-import.ts).
 */
export function parseProductCsv(text: string): ParsedFile {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      skip_empty_lines: true,
      relax_column_count: true,
    }) as string[][];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      columns: [],
      rows: [],
      rowCount: 0,
      errors: [{ row: 0, column: '', message: `Not a CSV file: ${message}` }],
    };
  }
  const [header = [], ...data] = records;
  const columns = header.map((name) => name.trim().toLowerCase());
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  for (const column of columns) {
    if (!productColumns.includes(column))
      errors.push({ row: 0, column, message: `Unknown column "${column}" (the columns are in the README)` });
    else if (seen.has(column)) errors.push({ row: 0, column, message: 'This column appears twice' });
    seen.add(column);
  }
  if (!columns.includes('sku'))
    errors.push({ row: 0, column: 'sku', message: 'The file needs a sku column' });
  if (data.length === 0)
    errors.push({ row: 0, column: '', message: 'The file has no rows under its header' });
  if (errors.length > 0) return { columns, rows: [], errors, rowCount: data.length };

  const rows: CsvRow[] = [];
  const firstRowOfSku = new Map<string, number>();
  data.forEach((cells, index) => {
    const row = index + 1;
    if (cells.length !== columns.length) {
      errors.push({
        row,
        column: '',
        message: `The row has ${cells.length} cells and the header ${columns.length}`,
      });
      return;
    }
    const values: Record<string, string> = {};
    let good = true;
    columns.forEach((column, position) => {
      const raw = cells[position] ?? '';
      if (raw.includes('\u0000')) {
        errors.push({ row, column, message: 'The cell holds a NUL character' });
        good = false;
        return;
      }
      const cell = canonicalCell(column, raw);
      if ('error' in cell) {
        errors.push({ row, column, message: cell.error });
        good = false;
      } else values[column] = cell.value;
    });
    const sku = values.sku;
    if (sku !== undefined && sku !== '') {
      const first = firstRowOfSku.get(sku);
      if (first !== undefined) {
        errors.push({
          row,
          column: 'sku',
          message: `SKU ${sku} is in the file twice (first in row ${first})`,
        });
        good = false;
      } else firstRowOfSku.set(sku, row);
    }
    if (good && sku) rows.push({ row, sku, values });
  });
  return { columns, rows, errors, rowCount: data.length };
}

/** The tiers of a canonical price cell ('' is no list). */
export function tiersOf(value: string): Tier[] {
  if (value === '') return [];
  const tiers = readTiers(value, 'campaign');
  if (typeof tiers === 'string') throw new Error(`Not a canonical price list: ${value} (${tiers})`);
  return tiers;
}

export function localeOfColumn(column: string): LocaleCode {
  const locale = localeCodes.find((code) => column.endsWith(`_${code}`));
  if (!locale) throw new Error(`Column ${column} names no store`);
  return locale;
}
