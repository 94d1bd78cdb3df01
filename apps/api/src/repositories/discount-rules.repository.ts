import type { Insertable, Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { DiscountRulesTable } from '../db/orders.schema.ts';
import type { Database } from '../db/schema.ts';

export const discountRuleKinds = ['percentage', 'fixed_amount', 'fixed_full_amount', 'buy_x_get_y'] as const;
export type DiscountRuleKind = (typeof discountRuleKinds)[number];

const idList = z.array(z.number().int()).optional();

/** The id lists that scope a rule; which ones a kind reads is told in docs/decisions/007. */
export const discountRuleScopeSchema = z.object({
  /** fixed_amount: the products, categories and groups whose units get the amount. */
  products: idList,
  categories: idList,
  groups: idList,
  /** buy_x_get_y: what counts as bought and what gets the reward. */
  buy_products: idList,
  get_products: idList,
  buy_categories: idList,
  get_categories: idList,
  buy_groups: idList,
  get_groups: idList,
  /** percentage: limited to groups, all but some groups, or discount categories. */
  specific_groups: idList,
  excluded_groups: idList,
  specific_discount_categories: idList,
});
export type DiscountRuleScope = z.infer<typeof discountRuleScopeSchema>;

export interface DiscountRule extends Omit<Selectable<DiscountRulesTable>, 'scope' | 'kind'> {
  readonly kind: DiscountRuleKind;
  readonly scope: DiscountRuleScope;
}

function toRule(row: Selectable<DiscountRulesTable>): DiscountRule | null {
  const kind = discountRuleKinds.find((known) => known === row.kind);
  if (!kind) return null;
  let scope: DiscountRuleScope = {};
  try {
    const parsed = discountRuleScopeSchema.safeParse(JSON.parse(row.scope));
    if (parsed.success) scope = parsed.data;
  } catch {
    // A broken scope reads as none.
  }
  return { ...row, kind, scope };
}

/** The store's rules for the given codes, by lower-case code (codes match case-insensitively). */
export async function findDiscountRules(
  db: Kysely<Database>,
  storeId: number,
  codes: readonly string[],
): Promise<Map<string, DiscountRule>> {
  const keys = [...new Set(codes.map((code) => code.trim().toLowerCase()))];
  const rules = new Map<string, DiscountRule>();
  if (keys.length === 0) return rules;
  const rows = await db
    .selectFrom('discount_rules')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('code_key', 'in', keys)
    .execute();
  for (const row of rows) {
    const rule = toRule(row);
    if (rule) rules.set(row.code_key, rule);
  }
  return rules;
}

export type NewDiscountRule = Omit<Insertable<DiscountRulesTable>, 'code_key' | 'scope' | 'id'> & {
  readonly kind: DiscountRuleKind;
  readonly scope?: DiscountRuleScope;
};

export async function insertDiscountRule(db: Kysely<Database>, rule: NewDiscountRule): Promise<number> {
  const { scope, ...columns } = rule;
  const row = await db
    .insertInto('discount_rules')
    .values({ ...columns, code_key: rule.code.trim().toLowerCase(), scope: JSON.stringify(scope ?? {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Counts one use of a rule, only while it has uses left: the affected-row count says whether
 * the use was counted. Two orders can never take the last use.
 */
export async function countRuleUse(db: Kysely<Database>, ruleId: number): Promise<boolean> {
  const result = await db
    .updateTable('discount_rules')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', ruleId)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a use back (a failed payment); never below zero. */
export async function releaseRuleUse(db: Kysely<Database>, ruleId: number): Promise<void> {
  await db
    .updateTable('discount_rules')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('id', '=', ruleId)
    .where('used_count', '>', 0)
    .execute();
}
