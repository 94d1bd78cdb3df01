import type { ImportChange, ImportError } from '@shop/contracts/admin-imports';
import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { slugify } from '../../seed/catalog/slugify.ts';
import { sameAttributes } from '../catalog/variation-rules.ts';
import {
  type CsvRow,
  formatCategories,
  formatTiers,
  productColumns,
  productTypeNames,
  productTypes,
  readAttributes,
  readInstant,
} from './product-csv.ts';
import {
  type CatalogCodes,
  findProductIds,
  findSlugOwners,
  loadOptions,
  loadProductsBySku,
  type StoredProduct,
} from './product-import.repository.ts';

/** How many rows are planned, and later written, together: one transaction each. */
export const importBatchSize = 500;

/** The row's product as the file's columns would read it. */
export type ProductValues = Readonly<Record<string, string>>;

/** What importing one row does. */
export interface PlannedRow {
  readonly row: number;
  readonly sku: string;
  readonly action: 'create' | 'update' | 'unchanged';
  /** The columns whose values change (for a new product: the columns the file gives it). */
  readonly fields: readonly string[];
  /** Every column's value after the import. */
  readonly values: ProductValues;
  readonly stored: StoredProduct | null;
}

/** What the whole file knows while its rows are planned batch by batch. */
export interface FileContext {
  readonly codes: CatalogCodes;
  /** Every SKU of the file with its row's values: a variation may name a parent created by the file. */
  readonly rowsBySku: ReadonlyMap<string, CsvRow>;
  /** The SKUs the file's rows name as their parent: products whose stock is their variations'. */
  readonly parentsInFile: ReadonlySet<string>;
  /** Slugs the file uses, per language: explicit ones from the start, generated ones as planned. */
  readonly slugsInFile: ReadonlyMap<LocaleCode, Map<string, string>>;
}

/** A stored time as the file writes it: staff may have saved it without milliseconds. */
function canonicalInstant(stored: string | null): string {
  if (stored === null) return '';
  const instant = readInstant(stored);
  return typeof instant === 'string' ? instant : stored;
}

/** The file's product as the file writes it, from the catalog tables: export and comparison alike. */
export function storedValues(product: StoredProduct): Record<string, string> {
  const values: Record<string, string> = {
    sku: product.sku,
    type: productTypeNames[product.type] ?? String(product.type),
    parent_sku: product.parentSku ?? '',
    attributes: product.attributes,
    kind: product.kind,
    brand: product.brandCode ?? '',
    categories: formatCategories(product.primaryCategoryCode, product.categoryCodes),
    vat_class: product.vatClass,
    stock: String(product.stock),
    stock_status: product.stockStatus,
    estimated_at: product.estimatedAt ?? '',
    gtin: product.gtin ?? '',
    mpn: product.mpn ?? '',
    published: product.published ? 'true' : 'false',
  };
  for (const locale of localeCodes) {
    const window = product.campaignWindows[locale];
    values[`campaign_starts_${locale}`] = canonicalInstant(window?.startsAt ?? null);
    values[`campaign_ends_${locale}`] = canonicalInstant(window?.endsAt ?? null);
    values[`name_${locale}`] = product.texts[locale]?.name ?? '';
    values[`slug_${locale}`] = product.texts[locale]?.slug ?? '';
    values[`price_${locale}`] = formatTiers(product.prices[locale]?.normal ?? []);
    values[`campaign_${locale}`] = formatTiers(product.prices[locale]?.campaign ?? []);
  }
  return values;
}

/** Rows of products of their own first: a variation's parent is then written before it. */
export function orderRowsForImport(rows: readonly CsvRow[]): CsvRow[] {
  const isVariation = (row: CsvRow) => (row.values.parent_sku ?? '') !== '';
  return [...rows.filter((row) => !isVariation(row)), ...rows.filter(isVariation)];
}

/** The file's context; explicit slugs used twice in the file are errors. */
export function buildFileContext(
  rows: readonly CsvRow[],
  codes: CatalogCodes,
): { context: FileContext; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const slugsInFile = new Map<LocaleCode, Map<string, string>>(
    localeCodes.map((locale) => [locale, new Map()]),
  );
  for (const row of rows) {
    for (const locale of localeCodes) {
      const slug = row.values[`slug_${locale}`];
      if (!slug) continue;
      const taken = slugsInFile.get(locale) as Map<string, string>;
      const holder = taken.get(slug);
      if (holder !== undefined && holder !== row.sku)
        errors.push({
          row: row.row,
          column: `slug_${locale}`,
          message: `Slug ${slug} is also given to SKU ${holder} in this file`,
        });
      else taken.set(slug, row.sku);
    }
  }
  const parentsInFile = new Set(
    rows.map((row) => row.values.parent_sku ?? '').filter((parentSku) => parentSku !== ''),
  );
  return {
    context: { codes, rowsBySku: new Map(rows.map((row) => [row.sku, row])), parentsInFile, slugsInFile },
    errors,
  };
}

/** Columns every product has a value in: an empty cell keeps the value (or the default of a new product). */
function keptWhenEmpty(column: string): boolean {
  return (
    column.startsWith('slug_') ||
    column.startsWith('name_') ||
    ['type', 'kind', 'vat_class', 'stock', 'stock_status', 'published'].includes(column)
  );
}

function defaultValues(sku: string): Record<string, string> {
  const values: Record<string, string> = {
    sku,
    type: 'standard',
    parent_sku: '',
    attributes: '',
    kind: 'other',
    brand: '',
    categories: '',
    vat_class: 'standard',
    stock: '0',
    stock_status: '',
    estimated_at: '',
    gtin: '',
    mpn: '',
    // As before these columns existed: an imported product is shown at once.
    published: 'true',
  };
  for (const locale of localeCodes) {
    values[`campaign_starts_${locale}`] = '';
    values[`campaign_ends_${locale}`] = '';
    values[`name_${locale}`] = '';
    values[`slug_${locale}`] = '';
    values[`price_${locale}`] = '';
    values[`campaign_${locale}`] = '';
  }
  return values;
}

/**
 * Plans one batch of rows against the database as it is now: what each row changes, and every
 * error that needs the database (unknown brands and categories, parents, slugs of other products).
 * Writes nothing; the same plan is what a real import then writes (apply-import.ts).
 */
export async function planBatch(
  db: Kysely<Database>,
  rows: readonly CsvRow[],
  context: FileContext,
): Promise<{ planned: PlannedRow[]; errors: ImportError[] }> {
  const errors: ImportError[] = [];
  const stored = await loadProductsBySku(
    db,
    rows.map((row) => row.sku),
  );
  // The parent each row ends up under: the file's, or the shop's when the file has no parent_sku.
  const parentSkus = [
    ...new Set(
      rows
        .map((row) => row.values.parent_sku ?? stored.get(row.sku)?.parentSku ?? '')
        .filter((sku) => sku !== ''),
    ),
  ];
  const parents = await findProductIds(db, parentSkus);

  // Every row's values after the import, before slugs are generated.
  const drafts = rows.map((row) => {
    const current = stored.get(row.sku);
    const base = current ? storedValues(current) : defaultValues(row.sku);
    const values: Record<string, string> = { ...base };
    for (const [column, value] of Object.entries(row.values)) {
      // An empty slug keeps the product's slug (a new product's is made from its name), and so
      // for the other columns every product has a value in.
      if (value === '' && keptWhenEmpty(column)) continue;
      values[column] = value;
    }
    // A campaign list taken away takes its window along, unless the file gives the window itself.
    for (const locale of localeCodes) {
      if (values[`campaign_${locale}`] !== '') continue;
      for (const column of [`campaign_starts_${locale}`, `campaign_ends_${locale}`])
        if (!(column in row.values)) values[column] = '';
    }
    if (!current && !('stock_status' in row.values && row.values.stock_status !== ''))
      values.stock_status = Number(values.stock) > 0 ? 'in-stock' : 'back-order';
    if (current?.hasVariations || context.parentsInFile.has(row.sku)) {
      // Decision 028: a product with variations is a Variant and its stock is their sum, which the
      // import counts when it writes them; the file's stock cell of such a product is not read.
      if (values.type === 'standard') values.type = 'variant';
      values.stock = current ? (base.stock ?? '0') : '0';
    }
    return { row, current, values };
  });

  // Which SKU holds each slug the batch wants, or would generate.
  const wanted = new Map<LocaleCode, Set<string>>(localeCodes.map((locale) => [locale, new Set()]));
  for (const { values } of drafts) {
    for (const locale of localeCodes) {
      const set = wanted.get(locale) as Set<string>;
      const slug = values[`slug_${locale}`] ?? '';
      if (slug !== '') set.add(slug);
      else {
        const base = slugify(values[`name_${locale}`] ?? '') || slugify(values.sku ?? '');
        set.add(base);
        set.add(`${base}-${slugify(values.sku ?? '')}`);
      }
    }
  }
  const owners = new Map<LocaleCode, Map<string, string>>();
  for (const locale of localeCodes)
    owners.set(locale, await findSlugOwners(db, locale, [...(wanted.get(locale) as Set<string>)]));

  const planned: PlannedRow[] = [];
  for (const { row, current, values } of drafts) {
    const rowErrors = validateRow(row, current ?? null, values, context, parents);
    for (const locale of localeCodes) {
      const column = `slug_${locale}`;
      const ownerOf = (slug: string) =>
        owners.get(locale)?.get(slug) ?? context.slugsInFile.get(locale)?.get(slug);
      const isFree = (slug: string) => {
        const owner = ownerOf(slug);
        return owner === undefined || owner === row.sku;
      };
      const slug = values[column] ?? '';
      if (slug !== '') {
        if (!isFree(slug))
          rowErrors.push({ row: row.row, column, message: `Slug ${slug} belongs to SKU ${ownerOf(slug)}` });
        continue;
      }
      const base = slugify(values[`name_${locale}`] ?? '') || slugify(row.sku);
      const generated = [base, `${base}-${slugify(row.sku)}`].find(isFree);
      if (generated === undefined) {
        rowErrors.push({ row: row.row, column, message: `Slug ${base} is taken: give the product a slug` });
        continue;
      }
      values[column] = generated;
    }
    errors.push(...rowErrors);
    if (rowErrors.length > 0) continue;
    for (const locale of localeCodes)
      context.slugsInFile.get(locale)?.set(values[`slug_${locale}`] ?? '', row.sku);
    if (!current) {
      const fields = Object.keys(row.values).filter(
        (column) =>
          column !== 'sku' && values[column] !== '' && !(column === 'stock' && values.type === 'variant'),
      );
      planned.push({ row: row.row, sku: row.sku, action: 'create', fields, values, stored: null });
      continue;
    }
    const before = storedValues(current);
    const fields = productColumns.filter((column) => values[column] !== before[column]);
    planned.push({
      row: row.row,
      sku: row.sku,
      action: fields.length === 0 ? 'unchanged' : 'update',
      fields,
      values,
      stored: current,
    });
  }
  return { planned, errors };
}

/** The row's errors that the database or the rest of the file tell. */
function validateRow(
  row: CsvRow,
  current: StoredProduct | null,
  values: Record<string, string>,
  context: FileContext,
  parents: ReadonlyMap<string, { type: number; parentId: number | null }>,
): ImportError[] {
  const errors: ImportError[] = [];
  const fail = (column: string, message: string) => errors.push({ row: row.row, column, message });
  for (const locale of localeCodes) {
    const column = `name_${locale}`;
    if ((values[column] ?? '') !== '') continue;
    if (!current) fail(column, `A new product needs a name in every language (${locale} is missing)`);
  }
  const brand = values.brand ?? '';
  if (brand !== '' && !context.codes.brands.has(brand)) fail('brand', `Unknown brand ${brand}`);
  for (const code of (values.categories ?? '').split('|').filter((piece) => piece !== '')) {
    if (!context.codes.categories.has(code)) fail('categories', `Unknown category ${code}`);
  }
  for (const locale of localeCodes) {
    if ((values[`campaign_${locale}`] ?? '') !== '' && (values[`price_${locale}`] ?? '') === '')
      fail(`campaign_${locale}`, `A campaign needs a normal price in the ${locale} store`);
    const starts = values[`campaign_starts_${locale}`] ?? '';
    const ends = values[`campaign_ends_${locale}`] ?? '';
    if ((starts !== '' || ends !== '') && (values[`campaign_${locale}`] ?? '') === '') {
      const column = starts !== '' ? `campaign_starts_${locale}` : `campaign_ends_${locale}`;
      fail(column, `A campaign window needs a campaign list in the ${locale} store (campaign_${locale})`);
    }
    // Canonical texts are ISO 8601 in UTC: they compare as times.
    if (starts !== '' && ends !== '' && ends <= starts)
      fail(`campaign_ends_${locale}`, `The campaign ends (${ends}) before it starts (${starts})`);
  }
  const parentSku = values.parent_sku ?? '';
  if (parentSku !== '') {
    if (parentSku === row.sku) fail('parent_sku', 'A product cannot be its own parent');
    else {
      const inFile = context.rowsBySku.get(parentSku);
      const inShop = parents.get(parentSku);
      // The file's type, else the shop's; a standard product given a variation becomes a variant.
      const parentType = inFile?.values.type || (inShop ? productTypeNames[inShop.type] : undefined);
      const parentsParent = inFile?.values.parent_sku ?? (inShop?.parentId ? 'yes' : '');
      if (!inFile && !inShop) fail('parent_sku', `Unknown parent SKU ${parentSku}`);
      else if (parentType !== undefined && parentType !== 'variant' && parentType !== 'standard')
        fail('parent_sku', `The parent ${parentSku} is a ${parentType} product, which has no variations`);
      else if (parentsParent) fail('parent_sku', `The parent ${parentSku} is itself a variation`);
    }
    if (current?.hasVariations || context.parentsInFile.has(row.sku))
      fail('parent_sku', `${row.sku} has variations of its own: a variation cannot have variations`);
  }
  const attributes = values.attributes ?? '';
  const before = current ? storedValues(current) : undefined;
  const newOption = !before || before.parent_sku !== parentSku || before.attributes !== attributes;
  if (attributes !== '' && parentSku === '')
    fail('attributes', 'Only a variation (a row with a parent_sku) has attributes');
  else if (attributes === '' && parentSku !== '' && newOption)
    fail(
      'attributes',
      'A variation needs its attributes, what the shopper picks it by: name=value, e.g. color=blue',
    );
  if (productTypes[values.type ?? ''] === undefined) fail('type', 'Unknown product type');
  return errors;
}

/** A row that may add a variation or change one's product or attributes. */
export function isOptionRow(row: CsvRow): boolean {
  return 'parent_sku' in row.values || 'attributes' in row.values;
}

/**
 * The check of `checkVariationOptions` for one batch of a running import, inside the batch's
 * transaction with the products of its variations locked: against the shop as it is now (a
 * variation staff or another import added since the file was checked counts) and, as the dry run
 * read them, the file's later rows that move a variation of the same products, so a file that
 * swaps two variations' attributes across batches still imports. The batch's rows' errors only.
 */
export async function checkBatchOptions(
  db: Kysely<Database>,
  batch: readonly CsvRow[],
  later: readonly CsvRow[],
): Promise<ImportError[]> {
  const relevant = batch.filter(isOptionRow);
  if (relevant.length === 0) return [];
  const current = await loadOptions(
    db,
    [],
    relevant.map((row) => row.sku),
  );
  const parents = new Set([
    ...relevant.map((row) => row.values.parent_sku ?? '').filter((sku) => sku !== ''),
    ...current.map((option) => option.parentSku),
  ]);
  const siblings = new Set((await loadOptions(db, [...parents], [])).map((option) => option.sku));
  const moving = later.filter(
    (row) => isOptionRow(row) && (parents.has(row.values.parent_sku ?? '') || siblings.has(row.sku)),
  );
  const inBatch = new Set(relevant.map((row) => row.row));
  return (await checkVariationOptions(db, [...relevant, ...moving])).filter((error) =>
    inBatch.has(error.row),
  );
}

/**
 * Two variations of one product with the same attributes, after the import: the shopper's picker
 * could not tell them apart (the API refuses them too, 409 VARIATION_OPTION_TAKEN). Each row that
 * adds a variation or changes one's product or attributes is checked against the product's other
 * variations, in the shop and in the whole file; variations already alike in the shop stay as they are.
 */
export async function checkVariationOptions(
  db: Kysely<Database>,
  rows: readonly CsvRow[],
): Promise<ImportError[]> {
  const relevant = rows.filter(isOptionRow);
  if (relevant.length === 0) return [];
  const parentSkus = [
    ...new Set(relevant.map((row) => row.values.parent_sku ?? '').filter((sku) => sku !== '')),
  ];
  const stored = await loadOptions(
    db,
    parentSkus,
    relevant.map((row) => row.sku),
  );
  const storedBySku = new Map(stored.map((option) => [option.sku, option]));
  type Entry = {
    readonly sku: string;
    readonly attributes: Readonly<Record<string, string>>;
    readonly row?: number;
  };
  const groups = new Map<string, Map<string, Entry>>();
  const groupOf = (parentSku: string) => {
    const group = groups.get(parentSku) ?? new Map<string, Entry>();
    groups.set(parentSku, group);
    return group;
  };
  for (const option of stored) groupOf(option.parentSku).set(option.sku, option);
  const checked: { row: CsvRow; parentSku: string; entry: Entry }[] = [];
  for (const row of relevant) {
    const before = storedBySku.get(row.sku);
    const parentSku = row.values.parent_sku ?? before?.parentSku ?? '';
    const text = row.values.attributes;
    const read = text === undefined ? undefined : readAttributes(text);
    const attributes = typeof read === 'object' ? read : (before?.attributes ?? {});
    if (before) groups.get(before.parentSku)?.delete(row.sku);
    if (parentSku === '') continue;
    const entry = { sku: row.sku, attributes, row: row.row };
    groupOf(parentSku).set(row.sku, entry);
    const changed =
      !before || before.parentSku !== parentSku || !sameAttributes(before.attributes, attributes);
    if (changed && Object.keys(attributes).length > 0) checked.push({ row, parentSku, entry });
  }
  const errors: ImportError[] = [];
  for (const { row, parentSku, entry } of checked) {
    const twin = [...groupOf(parentSku).values()].find(
      (other) => other.sku !== entry.sku && sameAttributes(other.attributes, entry.attributes),
    );
    if (!twin) continue;
    const where = twin.row === undefined ? 'in the shop' : `in row ${twin.row}`;
    errors.push({
      row: row.row,
      column: 'attributes',
      message: `Variation ${twin.sku} of ${parentSku} (${where}) has the same attributes: the shopper could not tell them apart`,
    });
  }
  return errors;
}

/** The first 500 changes listed in a report, the rest counted. */
export const listedChanges = 500;

/** Adds a batch's plan to the report's counts and list. */
export function tallyChanges(
  tally: { created: number; updated: number; unchanged: number; products: ImportChange[] },
  planned: readonly PlannedRow[],
): void {
  for (const row of planned) {
    if (row.action === 'unchanged') tally.unchanged += 1;
    else {
      if (row.action === 'create') tally.created += 1;
      else tally.updated += 1;
      if (tally.products.length < listedChanges)
        tally.products.push({ row: row.row, sku: row.sku, action: row.action, fields: [...row.fields] });
    }
  }
}
