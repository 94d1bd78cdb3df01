import { asMinor, type Minor } from './money.ts';

/**
 * A fixed-amount discount rule (the shop's "fixed amount", as opposed to the fixed FULL amount of
 * discount_type_value 3): an amount off every unit of the items in its scope. With no scope it
 * covers every line.
 */
export interface FixedAmountRule {
  /** Minor units incl. VAT off each unit in scope. */
  readonly amountPerUnit: Minor;
  readonly products?: readonly number[] | null;
  readonly categories?: readonly number[] | null;
  readonly groups?: readonly number[] | null;
}

/** What the rule looks at on a priced line. */
export interface FixedAmountLine {
  readonly product_id: number;
  readonly quantity: number;
  readonly categories?: readonly number[] | null;
  readonly group_id?: number | null;
  /** The line's value before discounts (unit price x quantity), incl. VAT. */
  readonly gross: Minor;
}

export interface ResolvedFixedAmount {
  /** The amount off the order: per unit x units in scope, at most what those lines are worth. */
  readonly amount: Minor;
  readonly units: number;
  /** The product ids of the lines in scope (for the coupon's all_affected_items). */
  readonly affectedProducts: readonly number[];
}

function listed(values: readonly number[] | null | undefined, value: number | null | undefined): boolean {
  return value !== null && value !== undefined && (values ?? []).includes(value);
}

function hasScope(rule: FixedAmountRule): boolean {
  return [rule.products, rule.categories, rule.groups].some((values) => (values ?? []).length > 0);
}

/** Whether a line is in the rule's scope (its product, one of its categories, or its group). */
export function fixedAmountCovers(rule: FixedAmountRule, line: Omit<FixedAmountLine, 'gross'>): boolean {
  if (!hasScope(rule)) return true;
  return (
    listed(rule.products, line.product_id) ||
    (line.categories ?? []).some((category) => listed(rule.categories, category)) ||
    listed(rule.groups, line.group_id)
  );
}

/**
 * Resolves the rule against a cart into one amount off the order, which the cart then takes as a
 * fixed full amount (discount_type_value 3) so repriceCart spreads it and caps it as it does every
 * fixed amount. The amount never exceeds the value of the lines it is for.
 */
export function resolveFixedAmount(
  rule: FixedAmountRule,
  lines: readonly FixedAmountLine[],
): ResolvedFixedAmount {
  const covered = lines.filter((line) => line.quantity > 0 && fixedAmountCovers(rule, line));
  const units = covered.reduce((sum, line) => sum + Math.trunc(line.quantity), 0);
  const worth = covered.reduce((sum, line) => sum + Math.max(0, line.gross), 0);
  const perUnit = Math.max(0, rule.amountPerUnit);
  return {
    amount: asMinor(Math.min(perUnit * units, worth)),
    units,
    affectedProducts: [...new Set(covered.map((line) => line.product_id))],
  };
}
