import type { CreateReturnRequest, ReturnableResponse } from '@shop/contracts/returns';
import { isWithinReturnWindow } from '@shop/domain/order-lifecycle';
import { type Kysely, sql } from 'kysely';
import type { AccessClaims } from '../auth/tokens.ts';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { mayReadOrder } from '../orders/read-order.ts';
import { inTransaction } from '../orders/transactions.ts';
import {
  findOrderById,
  findOrderByNumber,
  findOrderDetails,
  type OrderDetails,
} from '../repositories/order-queries.repository.ts';
import { countOrderReturns, insertReturn, returnedQuantities } from '../repositories/returns.repository.ts';
import { returnWindowDays } from '../repositories/store-settings.repository.ts';

/** Only what has reached the shopper can be sent back. */
const returnableStatuses = new Set(['delivered']);

export type CreateReturnOutcome =
  | { readonly ok: true; readonly returnId: number }
  | {
      readonly ok: false;
      readonly code: 'ORDER_NOT_DELIVERED' | 'RETURN_WINDOW_CLOSED' | 'UNKNOWN_LINE' | 'QUANTITY_TOO_HIGH';
      readonly issues: readonly { path: string; message: string }[];
    };

/** When the order reached the shopper: its last move to delivered. */
function deliveredAt(details: OrderDetails): Date | null {
  const entry = details.history.findLast((row) => row.status === 'delivered');
  return entry ? new Date(entry.created_at) : null;
}

/**
 * Whether the order can still be returned: delivered, within the store's return window (days
 * from delivery, a store setting; 14 by default, the EU right of withdrawal).
 */
async function windowOpen(db: Kysely<Database>, details: OrderDetails, now: Date): Promise<boolean> {
  const delivered = deliveredAt(details);
  if (!delivered) return true;
  return isWithinReturnWindow(delivered, now, await returnWindowDays(db, details.order.store_id));
}

async function findReadableOrder(
  db: Kysely<Database>,
  ref: string,
  claims: AccessClaims,
): Promise<OrderDetails> {
  const order = /^\d+$/.test(ref) ? await findOrderById(db, Number(ref)) : await findOrderByNumber(db, ref);
  const details = order ? await findOrderDetails(db, order.id) : undefined;
  // An order the reader may not see is answered as no order at all.
  if (!details || !mayReadOrder(claims, details.order)) throw notFound(`No order ${ref}`);
  return details;
}

/** Per line: bought, and what is left to return once earlier returns are counted. */
function remainingByLine(details: OrderDetails, returned: ReadonlyMap<number, number>) {
  // A line whose every unit was cancelled was never sent: nothing of it comes back.
  return details.lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      position: line.position,
      sku: line.sku,
      name: line.name,
      bought: line.quantity,
      returnable: Math.max(0, line.quantity - (returned.get(line.position) ?? 0)),
    }));
}

export async function readReturnable(
  db: Kysely<Database>,
  ref: string,
  claims: AccessClaims,
  now: Date = new Date(),
): Promise<ReturnableResponse> {
  const details = await findReadableOrder(db, ref, claims);
  const lines = remainingByLine(details, await returnedQuantities(db, details.order.id));
  return {
    order_id: details.order.id,
    order_number: details.order.number,
    returnable:
      returnableStatuses.has(details.order.status) &&
      lines.some((line) => line.returnable > 0) &&
      (await windowOpen(db, details, now)),
    lines,
  };
}

/**
 * A return of lines and quantities from a delivered order. Nobody can return more than was bought:
 * the check and the insert run in one transaction that holds the order (PostgreSQL: a row lock;
 * SQLite: one writer at a time), so two returns racing for the same units cannot both pass.
 */
export async function createReturn(
  db: Kysely<Database>,
  dialect: Dialect,
  input: { ref: string; claims: AccessClaims; request: CreateReturnRequest; now: Date },
): Promise<CreateReturnOutcome> {
  const { order } = await findReadableOrder(db, input.ref, input.claims);
  return inTransaction(db, async (trx) => {
    if (dialect === 'postgres')
      await sql`select id from orders where id = ${order.id} for update`.execute(trx);
    const details = await findOrderDetails(trx, order.id);
    if (!details || !returnableStatuses.has(details.order.status)) {
      return {
        ok: false,
        code: 'ORDER_NOT_DELIVERED',
        issues: [
          {
            path: 'order',
            message: `order ${order.number} is ${details?.order.status ?? 'gone'}; only delivered orders can be returned`,
          },
        ],
      } as const;
    }
    if (!(await windowOpen(trx, details, input.now))) {
      return {
        ok: false,
        code: 'RETURN_WINDOW_CLOSED',
        issues: [
          {
            path: 'order',
            message: `the return window of order ${order.number} closed ${await returnWindowDays(trx, details.order.store_id)} days after delivery`,
          },
        ],
      } as const;
    }
    const remaining = new Map(
      remainingByLine(details, await returnedQuantities(trx, order.id)).map((line) => [line.position, line]),
    );
    const wanted = new Map<number, number>();
    for (const line of input.request.lines)
      wanted.set(line.position, (wanted.get(line.position) ?? 0) + line.quantity);
    const unknown = [...wanted.keys()].filter((position) => !remaining.has(position));
    if (unknown.length > 0) {
      return {
        ok: false,
        code: 'UNKNOWN_LINE',
        issues: unknown.map((position) => ({
          path: `lines.${position}`,
          message: `order ${order.number} has no line ${position}`,
        })),
      } as const;
    }
    const tooMany = [...wanted].filter(
      ([position, quantity]) => quantity > (remaining.get(position)?.returnable ?? 0),
    );
    if (tooMany.length > 0) {
      return {
        ok: false,
        code: 'QUANTITY_TOO_HIGH',
        issues: tooMany.map(([position, quantity]) => ({
          path: `lines.${position}`,
          message: `${quantity} asked, ${remaining.get(position)?.returnable ?? 0} of ${remaining.get(position)?.bought ?? 0} left to return`,
        })),
      } as const;
    }
    const sequence = (await countOrderReturns(trx, order.id)) + 1;
    const returnId = await insertReturn(
      trx,
      {
        number: `R${order.number}-${sequence}`,
        orderId: order.id,
        reason: input.request.reason,
        comment: input.request.comment ?? null,
        at: input.now.toISOString(),
      },
      [...wanted].map(([position, quantity]) => ({ position, quantity })),
    );
    return { ok: true, returnId } as const;
  });
}
