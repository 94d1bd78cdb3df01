import {
  afterDiscount,
  asMinor,
  divideByFactor,
  divideRounded,
  fractionDigits,
  type Minor,
  roundHalfAwayFromZero,
  roundMinorToDigits,
  toMinor,
} from './money.ts';
import type { CurrencyCode, Store } from './stores.ts';

/**
 * Spec 3, Prices: one tier of a product's price list as the API sends it. `p` is the price in
 * major units INCLUDING VAT (199 kr, 12.5 €), `q` the quantity the tier starts at, `o` an
 * original price and `d` a discount percent.
 */
export interface PriceTier {
  readonly p: number;
  readonly q: number;
  readonly o?: number;
  readonly d?: number;
}

/** Spec 3, Prices: the normal list `n` and, during a campaign, the campaign list `c`. */
export interface ProductPrices {
  readonly n: readonly PriceTier[];
  readonly c?: readonly PriceTier[];
}

/** Spec 3: in the cart the same tiers appear as `pricing`, q the quantity threshold, p the price. */
export interface CartPricingTier {
  readonly q: number;
  readonly p: number;
}

/** Spec 5: a percentage is kept between 0 and 100. */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/**
 * Spec 4, Changing quantity: the tier whose threshold is the highest one met by the quantity.
 * A quantity below every threshold gets the lowest tier; no tiers give undefined.
 */
export function selectTier<T extends { readonly q: number }>(
  tiers: readonly T[],
  quantity: number,
): T | undefined {
  let lowest: T | undefined;
  let best: T | undefined;
  for (const tier of tiers) {
    if (!lowest || tier.q < lowest.q) lowest = tier;
    if (tier.q <= quantity && (!best || tier.q > best.q)) best = tier;
  }
  return best ?? lowest;
}

/** The unit price (major units incl. VAT) of a quantity: the price of the tier selectTier picks. */
export function selectTierPrice(tiers: readonly CartPricingTier[], quantity: number): number | undefined {
  return selectTier(tiers, quantity)?.p;
}

/** Spec 4, VAT mode: the toggle exists only where the store allows ex-VAT prices. */
export function canShowExVat(store: Pick<Store, 'allowExVAT'>): boolean {
  return store.allowExVAT;
}

/** Whether shown prices include VAT: the cart's vat flag, forced on where ex-VAT is not allowed. */
export function includesVat(store: Pick<Store, 'allowExVAT'>, vatFlag: boolean): boolean {
  return vatFlag || !canShowExVat(store);
}

/** Spec 4, VAT mode: a price incl. VAT in the chosen mode; without VAT it is divided by the factor. */
export function priceForVatMode(price: Minor, vatFactor: number, includeVat: boolean): Minor {
  return includeVat ? price : divideByFactor(price, vatFactor);
}

export interface DisplayContext {
  readonly currency: CurrencyCode;
  readonly includeVat: boolean;
}

export interface ShownPrice {
  /** The price to show, after the discount, in the chosen VAT mode. */
  readonly price: Minor;
  /** The price before the discount, in the chosen VAT mode. */
  readonly original: Minor;
  readonly discountPercent: number;
}

/**
 * Spec 5, Price display: the unit price (incl. VAT) after a percentage discount, never below 0
 * nor above the price. Shown with VAT, it is rounded to the currency's fraction digits (199 kr at
 * 10 % off is 179 kr). Shown without VAT, the price has 2 decimals taken from the unrounded price
 * (143.28 kr, not the 143.20 kr of 179 kr), so it is kept to the minor unit (179.10 kr incl.
 * VAT): the cart (repriceCart) charges this same price in the mode the shopper sees.
 */
export function discountedPrice(
  price: Minor,
  discountPercent: number,
  currency: CurrencyCode,
  includeVat: boolean,
): Minor {
  const percent = clampPercent(discountPercent);
  if (price <= 0 || percent === 0) return price;
  const unrounded = discountedLinePrice(price, percent);
  const rounded = includeVat ? roundMinorToDigits(unrounded, fractionDigits(currency), currency) : unrounded;
  return asMinor(Math.max(0, Math.min(price, rounded)));
}

/** Spec 5, Price display: a price of 0 shows as 0 with no discount; see discountedPrice. */
export function shownPrice(
  price: Minor,
  vatFactor: number,
  discountPercent: number,
  context: DisplayContext,
): ShownPrice {
  const original = priceForVatMode(price, vatFactor, context.includeVat);
  const percent = clampPercent(discountPercent);
  if (price <= 0 || percent === 0) return { price: original, original, discountPercent: 0 };
  const discounted = discountedPrice(price, percent, context.currency, context.includeVat);
  return {
    price: priceForVatMode(discounted, vatFactor, context.includeVat),
    original,
    discountPercent: percent,
  };
}

/** Spec 5: the price of a new line with a discount is (1 - discount) x price, to 2 decimals. */
export function discountedLinePrice(price: Minor, discountPercent: number): Minor {
  return afterDiscount(price, clampPercent(discountPercent));
}

/**
 * Spec 5: the per-unit price is the line price divided by the item quantity, unless it is a set
 * price (the price of a whole set, product type SET), which is shown as it is. 2 decimals.
 */
export function perUnitPrice(linePrice: Minor, quantity: number, setPrice: boolean): Minor {
  if (setPrice || quantity <= 1) return linePrice;
  return asMinor(divideRounded(linePrice, Math.trunc(quantity)));
}

/** Spec 5: a rounded discount percent between an original and a lower price. */
export function discountPercentBetween(original: number, price: number): number {
  if (original <= 0 || price >= original) return 0;
  return roundHalfAwayFromZero((1 - price / original) * 100);
}

export interface PriceListRow {
  /** The quantity the tier starts at. */
  readonly quantity: number;
  readonly price: Minor;
  readonly original?: Minor;
  readonly discountPercent?: number;
}

export interface PriceList {
  readonly campaign: boolean;
  readonly rows: readonly PriceListRow[];
}

/** Spec 5: in a price list, tiers whose price is not lower than the previous tier are dropped. */
export function dropNonDecreasingTiers<T extends PriceTier>(tiers: readonly T[]): T[] {
  const sorted = [...tiers].sort((a, b) => a.q - b.q);
  const kept: T[] = [];
  for (const tier of sorted) {
    const previous = kept.at(-1);
    if (!previous || tier.p < previous.p) kept.push(tier);
  }
  return kept;
}

/**
 * Spec 5, Price display: the list a product page shows. The campaign list wins when there is one;
 * its first tier gets the original price (the normal price) and a rounded discount percent.
 */
export function buildPriceList(prices: ProductPrices, vatFactor: number, context: DisplayContext): PriceList {
  const campaignTiers = prices.c ?? [];
  const campaign = campaignTiers.length > 0;
  const tiers = dropNonDecreasingTiers(campaign ? campaignTiers : prices.n);
  const normalFirst = [...prices.n].sort((a, b) => a.q - b.q)[0];
  const shown = (major: number): Minor =>
    priceForVatMode(toMinor(major, context.currency), vatFactor, context.includeVat);
  const rows = tiers.map((tier, index): PriceListRow => {
    const row = { quantity: tier.q, price: shown(tier.p) };
    const original = index === 0 && campaign ? (normalFirst?.p ?? tier.o) : tier.o;
    if (original === undefined || tier.p === 0) return row;
    const discountPercent =
      index === 0 && campaign
        ? discountPercentBetween(original, tier.p)
        : (tier.d ?? discountPercentBetween(original, tier.p));
    return { ...row, original: shown(original), discountPercent };
  });
  return { campaign, rows };
}

/** The price a card or a product page leads with: the first row of the price list. */
export function leadPrice(
  prices: ProductPrices,
  vatFactor: number,
  context: DisplayContext,
): PriceListRow | undefined {
  return buildPriceList(prices, vatFactor, context).rows[0];
}
