import type { AdminReturn } from '@shop/contracts/admin-returns';
import { asMinor, toMinor } from '@shop/domain/money';
import { type ReturnEvent, type ReturnStatus, transitionReturn } from '@shop/domain/order-lifecycle';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type OrderMailContext, queueOrderMail, returnAddressOf } from '../../orders/order-mails.ts';
import { returnStockInLockOrder } from '../../orders/stock-lock-order.ts';
import { inTransaction } from '../../orders/transactions.ts';
import { findOrderDetails, type OrderDetails } from '../../repositories/order-queries.repository.ts';
import { findReturns } from '../../repositories/returns.repository.ts';
import { type Actor, recordAudit } from '../audit.ts';
import { lockOrder } from '../orders/order-writes.ts';
import { completeRefund, type RefundDeps, reserveRefund } from '../orders/refunds.ts';
import { findReturnRow, readAdminReturn, returnStatusOf } from './admin-returns.ts';

type ReturnRow = Awaited<ReturnType<typeof findReturnRow>>;

const eventWords: Readonly<Record<ReturnEvent, string>> = {
  approve: 'be approved',
  reject: 'be rejected',
  receive: 'be marked received',
  refund: 'be refunded',
};

function nextReturnStatus(row: ReturnRow, event: ReturnEvent): ReturnStatus {
  const outcome = transitionReturn(returnStatusOf(row.status), event);
  if (!outcome.ok) {
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      409,
      `Return ${row.number} is ${row.status}: it cannot ${eventWords[event]} (what it allows now: ${outcome.allowed.join(', ') || 'nothing'})`,
    );
  }
  return outcome.to;
}

/**
 * One staff change of a return, all or nothing, with its order locked (a refund touches the
 * order), the lifecycle checked and the audit entry written; refunds go to the provider after
 * the commit.
 */
async function changeReturn(
  deps: RefundDeps,
  actor: Actor,
  input: { ref: string; action: string },
  work: (
    trx: Kysely<Database>,
    row: ReturnRow,
    details: OrderDetails,
    now: Date,
  ) => Promise<{ refundIds?: readonly number[] }>,
): Promise<AdminReturn> {
  const found = await findReturnRow(deps.db, input.ref);
  const now = deps.now();
  const result = await inTransaction(deps.db, async (trx) => {
    await lockOrder(trx, deps, found.order_id);
    const row = await findReturnRow(trx, String(found.id));
    const details = await findOrderDetails(trx, row.order_id);
    if (!details) throw new AppError('NOT_FOUND', 404, `Return ${row.number} has no order`);
    const outcome = await work(trx, row, details, now);
    const after = await findReturnRow(trx, String(found.id));
    const snapshot = (value: ReturnRow) => ({
      status: value.status,
      rejection_reason: value.rejection_reason,
      restocked: value.restocked,
      refund_id: value.refund_id,
    });
    await recordAudit(
      trx,
      actor,
      {
        action: input.action,
        entityType: 'return',
        entityId: row.number,
        before: snapshot(row),
        after: snapshot(after),
      },
      now,
    );
    return outcome;
  });
  for (const refundId of result.refundIds ?? []) await completeRefund(deps, refundId);
  return readAdminReturn(deps.db, found.id);
}

/** Moves the return conditionally (only from the status it was read in) and records the move. */
async function moveReturn(
  trx: Kysely<Database>,
  row: ReturnRow,
  to: ReturnStatus,
  changes: { rejection_reason?: string; restocked?: number },
  note: string | null,
  at: string,
): Promise<void> {
  const moved = await trx
    .updateTable('returns')
    .set({ status: to, updated_at: at, ...changes })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    throw new AppError('RETURN_CHANGED', 409, `Return ${row.number} changed meanwhile: reload it`);
  await trx
    .insertInto('return_status_history')
    .values({ return_id: row.id, status: to, created_at: at, note })
    .execute();
}

async function mailReturn(
  trx: Kysely<Database>,
  mail: OrderMailContext,
  row: ReturnRow,
  kind: 'return_approved' | 'return_rejected',
  now: Date,
): Promise<void> {
  const details = await findOrderDetails(trx, row.order_id);
  const [returned] = await findReturns(trx, { returnId: row.id });
  if (!details || !returned) return;
  await queueOrderMail(
    trx,
    details,
    kind,
    {
      returnFacts: {
        number: returned.number,
        lines: returned.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
        rejectionReason: kind === 'return_rejected' ? (row.rejection_reason ?? null) : null,
        returnAddress: returnAddressOf(mail.seller),
      },
    },
    mail,
    now,
  );
}

export function approveReturn(deps: RefundDeps, actor: Actor, ref: string) {
  return changeReturn(deps, actor, { ref, action: 'return.approve' }, async (trx, row, _details, now) => {
    await moveReturn(trx, row, nextReturnStatus(row, 'approve'), {}, null, now.toISOString());
    await mailReturn(trx, deps.mail, row, 'return_approved', now);
    return {};
  });
}

/** Rejected with a reason the shopper sees (in the mail and on the return's history). */
export function rejectReturn(deps: RefundDeps, actor: Actor, ref: string, reason: string) {
  return changeReturn(deps, actor, { ref, action: 'return.reject' }, async (trx, row, _details, now) => {
    await moveReturn(
      trx,
      row,
      nextReturnStatus(row, 'reject'),
      { rejection_reason: reason },
      reason,
      now.toISOString(),
    );
    await mailReturn(trx, deps.mail, { ...row, rejection_reason: reason }, 'return_rejected', now);
    return {};
  });
}

/** The parcel arrived; its units go back to stock when staff say they can be sold again. */
export function receiveReturn(deps: RefundDeps, actor: Actor, ref: string, restock: boolean) {
  return changeReturn(deps, actor, { ref, action: 'return.receive' }, async (trx, row, details, now) => {
    await moveReturn(
      trx,
      row,
      nextReturnStatus(row, 'receive'),
      { restocked: restock ? 1 : 0 },
      null,
      now.toISOString(),
    );
    if (restock) {
      const lines = await trx
        .selectFrom('return_lines')
        .selectAll()
        .where('return_id', '=', row.id)
        .execute();
      const products = new Map(details.lines.map((line) => [line.position, line.product_id]));
      await returnStockInLockOrder(
        trx,
        lines.flatMap((line) => {
          const productId = products.get(line.position);
          return productId === undefined ? [] : [{ productId, units: line.quantity }];
        }),
      );
    }
    return {};
  });
}

/**
 * Refunds what the returned units cost (and, when staff say so, the shipping and a free amount).
 * The return is refunded once the provider gave the money back; a failed refund leaves it
 * received, to be tried again.
 */
export function refundReturn(
  deps: RefundDeps,
  actor: Actor,
  ref: string,
  input: { shipping?: boolean | undefined; amount?: number | undefined; reason?: string | undefined },
) {
  return changeReturn(deps, actor, { ref, action: 'return.refund' }, async (trx, row, details, now) => {
    nextReturnStatus(row, 'refund');
    if (row.refund_id !== null) {
      throw new AppError('REFUND_PENDING', 409, `Return ${row.number} is being refunded already`);
    }
    const lines = await trx.selectFrom('return_lines').selectAll().where('return_id', '=', row.id).execute();
    const attempts = await trx
      .selectFrom('refunds')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('return_id', '=', row.id)
      .executeTakeFirstOrThrow();
    const reserved = await reserveRefund(
      trx,
      details,
      {
        kind: 'return',
        returnId: row.id,
        lines: lines.map((line) => ({ position: line.position, units: line.quantity })),
        shipping: input.shipping === true,
        amount: input.amount === undefined ? asMinor(0) : toMinor(input.amount, details.order.currency),
        reason: input.reason ?? `Return ${row.number}`,
        idempotencyKey: `return:${row.id}:${Number(attempts.count) + 1}`,
      },
      actor,
      now,
    );
    if (!reserved.ok) throw new AppError(reserved.code, 409, reserved.message);
    await trx
      .updateTable('returns')
      .set({ refund_id: reserved.refund.id, updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    return { refundIds: [reserved.refund.id] };
  });
}
