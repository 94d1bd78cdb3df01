import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { storedValues } from './plan-import.ts';
import { productColumns } from './product-csv.ts';
import { loadProductsAfter } from './product-import.repository.ts';

const exportPageSize = 1000;

/** Every product as the import reads it, page by page by id. */
async function* productRecords(db: Kysely<Database>): AsyncGenerator<string[]> {
  let afterId = 0;
  for (;;) {
    const products = await loadProductsAfter(db, afterId, exportPageSize);
    const last = products.at(-1);
    if (!last) return;
    for (const product of products) {
      const values = storedValues(product);
      yield productColumns.map((column) => values[column] ?? '');
    }
    afterId = last.id;
  }
}

/**
 * The catalog as CSV, in the columns the import reads (product-csv.ts), streamed a page of
 * products at a time: importing the export changes nothing.
 */
export function exportProductsCsv(db: Kysely<Database>): Readable {
  const csv = stringify({ header: true, columns: [...productColumns] });
  const source = Readable.from(productRecords(db));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
