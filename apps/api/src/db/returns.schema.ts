import type { Generated } from 'kysely';

/** A return of lines from a delivered order. */
export interface ReturnsTable {
  id: Generated<number>;
  number: string;
  order_id: number;
  /** 'requested', 'approved', 'received', 'refunded' or 'rejected'. */
  status: string;
  reason: string;
  comment: string | null;
  created_at: string;
  updated_at: string;
  /** Why staff rejected the return; the shopper sees it. */
  rejection_reason: string | null;
  /** Set when received: 1 when the items went back to stock, 0 when not. */
  restocked: number | null;
  refund_id: number | null;
}

export interface ReturnLinesTable {
  return_id: number;
  order_id: number;
  /** The order line's position. */
  position: number;
  quantity: number;
}

export interface ReturnStatusHistoryTable {
  id: Generated<number>;
  return_id: number;
  status: string;
  created_at: string;
  note: Generated<string | null>;
}

export interface ReturnTables {
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  return_status_history: ReturnStatusHistoryTable;
}
