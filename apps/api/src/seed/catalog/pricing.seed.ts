import { type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';

export interface PriceRow {
  product_id: number;
  store_id: number;
  list: string;
  quantity: number;
  price: number;
  original_price: number | null;
  discount_percent: number | null;
}

/**
 * From a Swedish price (SEK including 25 % VAT) to each store's price including its own VAT, in
 * minor units, rounded the way shops price: 249 kr, 1 299 kr, 24,95 €.
 */
const exVatSekToLocal: Readonly<Record<LocaleCode, number>> = {
  sv: 1,
  no: 1.04,
  da: 0.68,
  fi: 0.089,
  nl: 0.089,
};
const vatFactor: Readonly<Record<LocaleCode, number>> = { sv: 1.25, no: 1.25, da: 1.25, fi: 1.255, nl: 1.21 };

function roundCrowns(value: number): number {
  if (value < 100) return Math.max(9, Math.round(value / 10) * 10 - 1);
  if (value < 1000) return Math.round(value / 10) * 10 - 1;
  return Math.round(value / 50) * 50 - 1;
}

function roundEuros(value: number): number {
  if (value < 20) return Math.max(0.99, Math.round(value) - 0.01);
  return Math.round(value) - 0.05;
}

/** A shop price in minor units for the store, from an amount in its currency including VAT. */
export function shopPrice(locale: LocaleCode, amount: number): number {
  const major = locale === 'fi' || locale === 'nl' ? roundEuros(amount) : roundCrowns(amount);
  return Math.round(major * 100);
}

export function localPrice(locale: LocaleCode, priceSek: number): number {
  return shopPrice(locale, (priceSek / 1.25) * exVatSekToLocal[locale] * vatFactor[locale]);
}

export interface PricePlan {
  readonly priceSek: number;
  /** Quantity tiers for repair shops: 5 and 10 pieces. */
  readonly tiers: boolean;
  /** Campaign discount in percent, or null. */
  readonly campaignPercent: number | null;
}

/** Spec 3, Prices: the normal list n with its tiers and, during a campaign, the campaign list c. */
export function priceRows(productId: number, plan: PricePlan): PriceRow[] {
  const rows: PriceRow[] = [];
  for (const locale of localeCodes) {
    const base = localPrice(locale, plan.priceSek);
    const tiers: [number, number][] = [[1, base]];
    if (plan.tiers) {
      for (const [quantity, factor] of [
        [5, 0.95],
        [10, 0.9],
      ] as const) {
        const price = shopPrice(locale, (base / 100) * factor);
        const previous = tiers[tiers.length - 1]?.[1] ?? base;
        if (price < previous) tiers.push([quantity, price]);
      }
    }
    const store_id = storeIds[locale];
    for (const [quantity, price] of tiers) {
      rows.push({
        product_id: productId,
        store_id,
        list: 'n',
        quantity,
        price,
        original_price: null,
        discount_percent: null,
      });
    }
    if (plan.campaignPercent === null) continue;
    const factor = 1 - plan.campaignPercent / 100;
    let previous = Number.POSITIVE_INFINITY;
    for (const [index, [quantity, price]] of tiers.entries()) {
      const campaign = shopPrice(locale, (price / 100) * factor);
      if (campaign >= previous || campaign >= price) continue;
      previous = campaign;
      // Spec 5: the first campaign tier carries the original price and the rounded discount.
      rows.push({
        product_id: productId,
        store_id,
        list: 'c',
        quantity,
        price: campaign,
        original_price: index === 0 ? price : null,
        discount_percent: index === 0 ? Math.round(((price - campaign) / price) * 100) : null,
      });
    }
  }
  return rows;
}

/** Gift card amounts per store, in the store's currency. */
export const giftCardAmounts: Readonly<Record<LocaleCode, readonly number[]>> = {
  sv: [250, 500, 1000],
  no: [250, 500, 1000],
  da: [200, 400, 750],
  fi: [25, 50, 100],
  nl: [25, 50, 100],
};
