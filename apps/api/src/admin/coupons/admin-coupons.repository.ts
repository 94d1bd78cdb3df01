import type { CouponProblem, CouponScope } from '@shop/contracts/admin-coupons';
import type { Kysely, Selectable } from 'kysely';
import type { DiscountRulesTable } from '../../db/orders.schema.ts';
import type { Database } from '../../db/schema.ts';
import type { ruleColumnsOf } from './coupon-rules.ts';

export type CouponRow = Selectable<DiscountRulesTable>;
type RuleColumns = ReturnType<typeof ruleColumnsOf>;

/** Coupons whose code or label contains the text, optionally of one store; newest first. */
export async function findAdminCoupons(
  db: Kysely<Database>,
  filter: { readonly text: string | undefined; readonly storeId: number | undefined },
  page: { readonly offset: number; readonly limit: number },
): Promise<{ rows: CouponRow[]; total: number }> {
  let query = db.selectFrom('discount_rules');
  if (filter.storeId !== undefined) query = query.where('store_id', '=', filter.storeId);
  if (filter.text) {
    const pattern = `%${filter.text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((where) =>
      where.or([where('code_key', 'like', pattern), where(where.fn('lower', ['label']), 'like', pattern)]),
    );
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    query.select((select) => select.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export async function findCouponRow(db: Kysely<Database>, id: number): Promise<CouponRow | undefined> {
  return db.selectFrom('discount_rules').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The coupon of the store that has this code (compared as the cart compares codes), if any. */
export async function findCodeOwner(
  db: Kysely<Database>,
  storeId: number,
  codeKey: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('discount_rules')
    .select('id')
    .where('store_id', '=', storeId)
    .where('code_key', '=', codeKey)
    .executeTakeFirst();
  return row?.id;
}

type ReferenceTable = 'categories' | 'products' | 'groups' | 'discount categories';

/** Which kind of catalog id each scope list names. */
const referenceOf: Readonly<Record<keyof CouponScope, ReferenceTable>> = {
  products: 'products',
  buy_products: 'products',
  get_products: 'products',
  categories: 'categories',
  buy_categories: 'categories',
  get_categories: 'categories',
  groups: 'groups',
  buy_groups: 'groups',
  get_groups: 'groups',
  specific_groups: 'groups',
  excluded_groups: 'groups',
  specific_discount_categories: 'discount categories',
};

async function knownIds(db: Kysely<Database>, table: ReferenceTable, ids: number[]): Promise<Set<number>> {
  if (table === 'categories' || table === 'products') {
    const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  }
  // Groups and discount categories have no table of their own: one exists while a product has it.
  const column = table === 'groups' ? 'group_id' : 'discount_category';
  const rows = await db.selectFrom('products').select(column).distinct().where(column, 'in', ids).execute();
  return new Set(rows.map((row) => Number(row[column])));
}

/** Every id a scope names exists in the catalog; each that does not is a problem naming its list. */
export async function missingScopeReferences(
  db: Kysely<Database>,
  scope: CouponScope,
): Promise<CouponProblem[]> {
  const problems: CouponProblem[] = [];
  for (const [key, table] of Object.entries(referenceOf) as [keyof CouponScope, ReferenceTable][]) {
    const ids = [...new Set(scope[key] ?? [])];
    if (ids.length === 0) continue;
    const known = await knownIds(db, table, ids);
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) {
      problems.push({ path: `scope.${key}`, message: `no such ${table} ${missing.join(', ')}` });
    }
  }
  return problems;
}

export async function insertCouponRow(
  db: Kysely<Database>,
  storeId: number,
  columns: RuleColumns,
  now: Date,
): Promise<number> {
  const { scope, ...rest } = columns;
  const row = await db
    .insertInto('discount_rules')
    .values({
      ...rest,
      store_id: storeId,
      scope: JSON.stringify(scope),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes a coupon and raises its version in the one statement that checks it: false when the
 * coupon is no longer at `expected` (someone saved first).
 */
export async function updateCouponRow(
  db: Kysely<Database>,
  id: number,
  expected: number,
  columns: RuleColumns,
  now: Date,
): Promise<boolean> {
  const { scope, ...rest } = columns;
  const result = await db
    .updateTable('discount_rules')
    .set((eb) => ({
      ...rest,
      scope: JSON.stringify(scope),
      updated_at: now.toISOString(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The coupon as each audit entry saw it, oldest first (the 409 names what changed since). */
export async function findCouponAuditSnapshots(
  db: Kysely<Database>,
  id: number,
): Promise<{ before: string | null; after: string | null }[]> {
  return db
    .selectFrom('audit_log')
    .select(['before', 'after'])
    .where('entity_type', '=', 'coupon')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}
