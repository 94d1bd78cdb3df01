import type { AdminCalendar, AdminCalendarDoor, calendarDoorBodySchema } from '@shop/contracts/admin-content';
import { startOfLocalDay } from '@shop/domain/dates';
import { type LocaleCode, storeIds } from '@shop/domain/locales';
import { getStore } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../audit.ts';
import {
  type AdminDoorRow,
  findAdminDoor,
  findAdminDoors,
  findProductSoldIn,
  insertDoorRow,
  updateDoorRow,
} from './admin-content.repository.ts';
import { type ContentWriteDeps, raceToStale, refused, staleVersion, writeContent } from './content-write.ts';
import { sanitizeRichText } from './rich-text.ts';

type ParsedDoor = z.output<typeof calendarDoorBodySchema>;

/** A door opens at midnight of its December day in the store's time zone (as the seed's do). */
export function doorOpensAt(store: LocaleCode, year: number, day: number): string {
  return startOfLocalDay(
    `${year}-12-${String(day).padStart(2, '0')}`,
    getStore(store).timeZone,
  ).toISOString();
}

function toAdminDoor(row: AdminDoorRow): AdminCalendarDoor {
  return { ...row };
}

function emptyDoor(store: LocaleCode, year: number, day: number): AdminCalendarDoor {
  return {
    day,
    title: '',
    body: '',
    product_id: null,
    product_sku: null,
    discount_code: null,
    opens_at: doorOpensAt(store, year, day),
    version: null,
  };
}

/** The 24 doors of a year, those without content too (version null). */
export async function readCalendar(
  db: Kysely<Database>,
  store: LocaleCode,
  year: number,
): Promise<AdminCalendar> {
  const rows = new Map((await findAdminDoors(db, storeIds[store], year)).map((row) => [row.day, row]));
  return {
    year,
    doors: Array.from({ length: 24 }, (_unused, index) => {
      const row = rows.get(index + 1);
      return row ? toAdminDoor(row) : emptyDoor(store, year, index + 1);
    }),
  };
}

async function readDoor(db: Kysely<Database>, store: LocaleCode, year: number, day: number) {
  const row = await findAdminDoor(db, storeIds[store], year, day);
  return row ? toAdminDoor(row) : emptyDoor(store, year, day);
}

/**
 * Fills or changes a door: its body is sanitized rich text, its product (when named) exists and is
 * sold in the store. version null creates a door the calendar lacks; a door that exists needs its
 * version, so two staff filling the same door never overwrite each other.
 */
export async function saveCalendarDoor(
  deps: ContentWriteDeps,
  actor: Actor,
  key: { readonly store: LocaleCode; readonly year: number; readonly day: number },
  body: ParsedDoor,
): Promise<AdminCalendarDoor> {
  const { store, year, day } = key;
  const storeId = storeIds[store];
  let productId: number | null = null;
  if (body.product !== null) {
    const product = await findProductSoldIn(deps.db, body.product, storeId, store);
    if (!product)
      throw refused('PRODUCT_NOT_FOUND', 'product', `product: no product with SKU or id ${body.product}`);
    if (!product.sold)
      throw refused(
        'PRODUCT_NOT_SOLD_IN_STORE',
        'product',
        `product: ${product.sku} is not sold in store ${store}`,
      );
    productId = product.id;
  }
  const values = {
    title: body.title,
    body: sanitizeRichText(body.body),
    product_id: productId,
    discount_code: body.discount_code,
    opens_at: doorOpensAt(store, year, day),
  };
  const what = `Door ${day} of ${year} in store ${store}`;
  return writeContent(
    deps,
    actor,
    { action: 'calendar_door.save', entityType: 'calendar_door' },
    async (trx) => {
      const before = await readDoor(trx, store, year, day);
      if (before.version !== body.version) throw staleVersion(what, body.version ?? 0);
      const doorKey = { storeId, year, day };
      if (body.version === null)
        await insertDoorRow(trx, doorKey, values).catch(raceToStale(what, 'calendar_doors'));
      else if (!(await updateDoorRow(trx, doorKey, body.version, values)))
        throw staleVersion(what, body.version);
      return { entityId: `${store}:${year}:${day}`, before, after: await readDoor(trx, store, year, day) };
    },
  );
}
