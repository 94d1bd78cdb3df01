import { type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertDiscountRule, type NewDiscountRule } from '../../repositories/discount-rules.repository.ts';

/** Amounts in each store's currency, minor units incl. VAT. */
interface StoreAmounts {
  /** FIXED50: off each cable. */
  readonly perCable: number;
  /** GIFT100: off the order. */
  readonly offOrder: number;
  /** MIN500 and GIFT100: the minimum spend. */
  readonly minimum: number;
}

const amounts: Readonly<Record<LocaleCode, StoreAmounts>> = {
  sv: { perCable: 5000, offOrder: 10000, minimum: 50000 },
  no: { perCable: 5000, offOrder: 10000, minimum: 50000 },
  da: { perCable: 4000, offOrder: 7500, minimum: 40000 },
  fi: { perCable: 500, offOrder: 1000, minimum: 5000 },
  nl: { perCable: 500, offOrder: 1000, minimum: 5000 },
};

const currencyLabel: Readonly<Record<LocaleCode, (minor: number) => string>> = {
  sv: (minor) => `${minor / 100} kr`,
  no: (minor) => `${minor / 100} kr`,
  da: (minor) => `${minor / 100} kr.`,
  fi: (minor) => `${minor / 100} €`,
  nl: (minor) => `€ ${minor / 100}`,
};

/** Catalog groups and discount categories the coupons scope by (seed/catalog/kinds.seed.ts). */
const group = { cases: 6, screenProtectors: 7, cables: 8, chargers: 9, giftCards: 12 } as const;
const discountCategory = { spareParts: 1 } as const;

const day = 86_400_000;

/**
 * The demo coupons, the same codes in every store (docs/decisions/007 lists what each does):
 * every rule kind, scopes by group, excluded group, discount category and category, a minimum
 * spend, a usage limit, one used up, one expired and one not started yet.
 */
export function demoCouponRules(
  locale: LocaleCode,
  now: Date,
  cablesCategoryId: number | null,
): NewDiscountRule[] {
  const money = amounts[locale];
  const label = currencyLabel[locale];
  const base = { store_id: storeIds[locale], created_at: now.toISOString(), active: 1 };
  const rules: NewDiscountRule[] = [
    { ...base, code: 'SAVE10', kind: 'percentage', percent_bp: 1000, label: '10 %' },
    {
      ...base,
      code: 'CASES20',
      kind: 'percentage',
      percent_bp: 2000,
      label: '20 % cases',
      scope: { specific_groups: [group.cases] },
    },
    {
      ...base,
      code: 'NOGIFT15',
      kind: 'percentage',
      percent_bp: 1500,
      label: '15 % (not gift cards)',
      scope: { excluded_groups: [group.giftCards] },
    },
    {
      ...base,
      code: 'PARTS25',
      kind: 'percentage',
      percent_bp: 2500,
      label: '25 % spare parts',
      scope: { specific_discount_categories: [discountCategory.spareParts] },
    },
    {
      ...base,
      code: 'MIN500',
      kind: 'percentage',
      percent_bp: 1500,
      min_spend: money.minimum,
      label: `15 % from ${label(money.minimum)}`,
    },
    {
      ...base,
      code: 'BUY3PAY2',
      kind: 'buy_x_get_y',
      buy_x: 2,
      get_y: 1,
      percent_bp: 10_000,
      increment: 1,
      label: '3 for 2 on screen protectors',
      scope: { buy_groups: [group.screenProtectors], get_groups: [group.screenProtectors] },
    },
    {
      ...base,
      code: 'CHARGER50',
      kind: 'buy_x_get_y',
      buy_x: 1,
      get_y: 1,
      percent_bp: 5000,
      buy_x_whole_order: 1,
      label: 'Any order: 50 % off a charger',
      scope: { get_groups: [group.chargers] },
    },
    {
      ...base,
      code: 'FIXED50',
      kind: 'fixed_amount',
      amount: money.perCable,
      label: `${label(money.perCable)} off each cable`,
      scope: cablesCategoryId === null ? { groups: [group.cables] } : { categories: [cablesCategoryId] },
    },
    {
      ...base,
      code: 'GIFT100',
      kind: 'fixed_full_amount',
      amount: money.offOrder,
      min_spend: money.minimum,
      label: `${label(money.offOrder)} off from ${label(money.minimum)}`,
    },
    {
      ...base,
      code: 'LIMITED30',
      kind: 'percentage',
      percent_bp: 3000,
      usage_limit: 100,
      label: '30 %, first 100 orders',
    },
    {
      ...base,
      code: 'USEDUP',
      kind: 'percentage',
      percent_bp: 5000,
      usage_limit: 1,
      used_count: 1,
      label: '50 % (used up)',
    },
    {
      ...base,
      code: 'EXPIRED10',
      kind: 'percentage',
      percent_bp: 1000,
      starts_at: new Date(now.getTime() - 60 * day).toISOString(),
      expires_at: new Date(now.getTime() - day).toISOString(),
      label: '10 % (expired)',
    },
    {
      ...base,
      code: 'SOON10',
      kind: 'percentage',
      percent_bp: 1000,
      starts_at: new Date(now.getTime() + 30 * day).toISOString(),
      label: '10 % (starts next month)',
    },
  ];
  return rules;
}

export async function seedCoupons(db: Kysely<Database>, now: Date): Promise<void> {
  const cables = await db
    .selectFrom('categories')
    .select('id')
    .where('code', '=', 'cables')
    .executeTakeFirst();
  for (const locale of localeCodes) {
    for (const rule of demoCouponRules(locale, now, cables?.id ?? null)) await insertDiscountRule(db, rule);
  }
}
