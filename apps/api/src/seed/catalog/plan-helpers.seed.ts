import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { type ColorCode, colors } from '../../catalog/colors.ts';
import type { AccessorySeed } from './accessories.seed.ts';
import { type BrandSeed, brandSeeds } from './brands.seed.ts';
import type { PricePlan } from './pricing.seed.ts';
import type { Random } from './prng.ts';

export type Localized = Readonly<Record<LocaleCode, string>>;

export interface PhoneModelPlan {
  readonly id: number;
  readonly brandCode: string;
  readonly name: string;
  readonly slug: string;
  readonly releaseYear: number;
  readonly sortOrder: number;
  /** How much shoppers want parts for it (newer and popular brands higher). */
  readonly weight: number;
}

export interface ProductPlan {
  readonly id: number;
  readonly parentId: number | null;
  readonly type: 1 | 2 | 3 | 4;
  readonly sku: string;
  readonly mainSku: string;
  readonly kind: string;
  readonly line: string;
  readonly brandCode: string;
  readonly groupId: number;
  readonly discountCategory: number;
  readonly vatClass: 'standard' | 'none';
  readonly color: ColorCode;
  readonly stock: number;
  readonly stockStatus: string;
  readonly estimatedAt: string | null;
  readonly isNew: boolean;
  readonly rating: number;
  readonly popularity: number;
  readonly attributes: Readonly<Record<string, string>>;
  /** The deepest category first; ancestors are added by the writer. */
  readonly categoryCodes: readonly string[];
  readonly names: Localized;
  readonly prefix: Localized | null;
  readonly descriptions: Localized;
  readonly specs: readonly (readonly [Localized, string])[];
  readonly price: PricePlan;
  /** Fixed amounts per store instead of a converted SEK price (gift cards). */
  readonly fixedAmounts?: Readonly<Record<LocaleCode, number>>;
  readonly phoneModelIds: readonly number[];
  readonly tags: readonly string[];
  readonly plugs?: readonly [string, string, number];
  readonly fitment?: AccessorySeed['fitment'];
  readonly setItems?: readonly (readonly [number, number])[];
  readonly variations: readonly ProductPlan[];
}

export const groupOf: Readonly<Record<string, number>> = {
  cable: 8,
  charger: 9,
  'car-holder': 10,
  tool: 11,
  'gift-card': 12,
  'repair-kit': 13,
};
export const discountCategoryOf: Readonly<Record<string, number>> = {
  cable: 2,
  charger: 2,
  'car-holder': 2,
  tool: 3,
  'gift-card': 4,
  'repair-kit': 1,
};

/** Every real phone model, with ids in brand order. */
export function brandOf(code: string): BrandSeed {
  const brand = brandSeeds.find((entry) => entry.code === code);
  if (!brand) throw new Error(`unknown brand ${code}`);
  return brand;
}

export function fill(pattern: Localized, values: Readonly<Record<string, Localized | string>>): Localized {
  const result: Partial<Record<LocaleCode, string>> = {};
  for (const locale of localeCodes) {
    result[locale] = pattern[locale].replace(/\{(\w+)\}/g, (_match, key: string) => {
      const value = values[key];
      return value === undefined ? '' : typeof value === 'string' ? value : value[locale];
    });
  }
  return result as Localized;
}

export interface StockPlan {
  readonly stock: number;
  readonly stockStatus: string;
  readonly estimatedAt: string | null;
}

/**
 * Spec 4: every stock status appears. Most items are in stock; some come from the supplier
 * quickly or slowly, some are out of stock, and parts for the newest phones are presales.
 */
export function planStock(random: Random, now: Date, presale: boolean): StockPlan {
  if (presale || random.chance(0.02)) {
    const date = new Date(now.getTime() + random.int(14, 60) * 86_400_000);
    return { stock: 0, stockStatus: 'back-order-slow', estimatedAt: date.toISOString().slice(0, 10) };
  }
  const roll = random.next();
  if (roll < 0.74) return { stock: random.int(3, 240), stockStatus: 'in-stock', estimatedAt: null };
  if (roll < 0.86) return { stock: 0, stockStatus: 'back-order-quick', estimatedAt: null };
  if (roll < 0.94) return { stock: 0, stockStatus: 'back-order-slow', estimatedAt: null };
  return { stock: 0, stockStatus: 'back-order', estimatedAt: null };
}

export function planRating(random: Random): number {
  return random.chance(0.3) ? 0 : random.int(38, 50);
}

export function campaignPercent(random: Random): number | null {
  return random.chance(0.1) ? random.pick([10, 15, 20, 25, 30]) : null;
}

export interface PlanContext {
  readonly now: Date;
  nextId: number;
}

export function colorVariations(
  context: PlanContext,
  random: Random,
  parent: Omit<ProductPlan, 'variations'>,
  palette: readonly ColorCode[],
  count: number,
): ProductPlan[] {
  const chosen = palette.slice(0, Math.max(2, Math.min(palette.length, count)));
  return chosen.map((color) => {
    const stock = planStock(random, context.now, parent.estimatedAt !== null);
    const colorName = colors[color].name;
    return {
      ...parent,
      id: context.nextId++,
      parentId: parent.id,
      type: 1,
      sku: `${parent.sku}-${color.slice(0, 3).toUpperCase()}`,
      mainSku: parent.sku,
      color,
      ...stock,
      attributes: { color },
      names: fill(
        {
          sv: '{name} – {color}',
          no: '{name} – {color}',
          da: '{name} – {color}',
          fi: '{name} – {color}',
          nl: '{name} – {color}',
        },
        { name: parent.names, color: colorName },
      ),
      tags: [],
      variations: [],
    };
  });
}

/** The Variant parent sums its variations' stock and shows the best status among them. */
export function withVariations(
  parent: Omit<ProductPlan, 'variations'>,
  variations: ProductPlan[],
): ProductPlan {
  if (variations.length === 0) return { ...parent, variations };
  const order = ['in-stock', 'back-order-quick', 'back-order-slow', 'back-order'];
  const best = [...variations].sort((a, b) => order.indexOf(a.stockStatus) - order.indexOf(b.stockStatus))[0];
  return {
    ...parent,
    type: 2,
    stock: variations.reduce((sum, variation) => sum + variation.stock, 0),
    stockStatus: best?.stockStatus ?? parent.stockStatus,
    estimatedAt: variations.every((variation) => variation.estimatedAt !== null) ? parent.estimatedAt : null,
    variations,
  };
}
