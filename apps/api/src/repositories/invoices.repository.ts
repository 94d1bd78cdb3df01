import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { InvoicesTable } from '../db/back-office.schema.ts';
import type { Database } from '../db/schema.ts';
import type { InvoiceDocument } from '../documents/invoice-document.ts';

export type InvoiceRow = Selectable<InvoicesTable>;

/** One series for invoices and credit notes; the letter tells them apart (F: faktura, K: kreditfaktura). */
export function documentNumber(kind: InvoiceDocument['kind'], id: number): string {
  return `${kind === 'invoice' ? 'F' : 'K'}${100_000 + id}`;
}

/**
 * Stores an issued document under the next number of the series. The number comes from the row's
 * id, so two documents issued at once never share one: the row is written with a provisional
 * unique number, then given its own. Callers run it inside their transaction (order confirmation,
 * refund settlement), so no other reader ever sees the provisional number.
 */
export async function insertInvoice(
  db: Kysely<Database>,
  row: { orderId: number; refundId: number | null; build: (number: string) => InvoiceDocument },
): Promise<InvoiceRow> {
  const provisional = row.build(`tmp-${randomUUID()}`);
  const inserted = await db
    .insertInto('invoices')
    .values({
      order_id: row.orderId,
      number: provisional.number,
      kind: provisional.kind,
      refund_id: row.refundId,
      issued_at: provisional.issuedAt,
      currency: provisional.currency,
      total: provisional.totals.total,
      vat: provisional.totals.vat,
      document: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const document = row.build(documentNumber(provisional.kind, inserted.id));
  await db
    .updateTable('invoices')
    .set({ number: document.number, document: JSON.stringify(document) })
    .where('id', '=', inserted.id)
    .execute();
  return {
    id: inserted.id,
    order_id: row.orderId,
    number: document.number,
    kind: document.kind,
    refund_id: row.refundId,
    issued_at: document.issuedAt,
    currency: document.currency,
    total: document.totals.total,
    vat: document.totals.vat,
    document: JSON.stringify(document),
  };
}

export function findOrderInvoices(db: Kysely<Database>, orderId: number): Promise<InvoiceRow[]> {
  return db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function findInvoice(
  db: Kysely<Database>,
  orderId: number,
  id: number,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findInvoiceById(db: Kysely<Database>, id: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}
