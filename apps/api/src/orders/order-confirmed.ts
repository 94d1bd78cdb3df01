import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { issueInvoice } from '../documents/issue-documents.ts';
import { findOrderDetails } from '../repositories/order-queries.repository.ts';
import { type OrderMailContext, queueOrderMail } from './order-mails.ts';

/** What confirming an order does besides its status: the documents and mail of docs/decisions/014. */
export interface OrderEffectsContext extends OrderMailContext {
  /** False for the demo seed: its orders get their documents, but nobody is mailed. */
  readonly notify: boolean;
}

/**
 * An order is confirmed (an invoice order when placed, a card or pay-later order when its
 * payment is approved): the shopper is charged its total, the invoice is issued, and the order
 * confirmation goes out with the invoice attached. In the transaction of the confirmation, so a
 * confirmed order never lacks its invoice, nor a mail its order.
 */
export async function onOrderConfirmed(
  db: Kysely<Database>,
  orderId: number,
  context: OrderEffectsContext,
  now: Date,
): Promise<void> {
  await db
    .updateTable('orders')
    .set((eb) => ({ paid_total: eb.ref('total') }))
    .where('id', '=', orderId)
    .execute();
  const details = await findOrderDetails(db, orderId);
  if (!details) throw new Error(`Order ${orderId} vanished while it was confirmed`);
  const invoice = await issueInvoice(db, details, context, now);
  if (context.notify) {
    await queueOrderMail(
      db,
      details,
      'order_confirmation',
      {},
      { ...context, attachments: [{ kind: 'invoice', invoice_id: invoice.id }] },
      now,
    );
  }
}
