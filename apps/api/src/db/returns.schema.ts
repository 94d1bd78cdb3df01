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
}

export interface ReturnTables {
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  return_status_history: ReturnStatusHistoryTable;
}
