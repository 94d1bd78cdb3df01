import type { Kysely, Selectable } from 'kysely';
import type { OrderNotesTable } from '../db/back-office.schema.ts';
import type { Database } from '../db/schema.ts';

export type OrderNoteRow = Selectable<OrderNotesTable>;

export async function insertOrderNote(
  db: Kysely<Database>,
  note: { orderId: number; staffId: number | null; author: string; text: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('order_notes')
    .values({
      order_id: note.orderId,
      staff_id: note.staffId,
      author: note.author,
      text: note.text,
      created_at: note.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findOrderNotes(db: Kysely<Database>, orderId: number): Promise<OrderNoteRow[]> {
  return db.selectFrom('order_notes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}
