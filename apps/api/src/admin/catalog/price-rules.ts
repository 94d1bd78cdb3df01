import type {
  AdminPriceTier,
  PricePreviewResponse,
  PriceProblem,
  PutPricesBody,
} from '@shop/contracts/admin-catalog';
import type { LocaleCode } from '@shop/domain/locales';
import { formatPrice, fractionDigits, type Minor, roundDecimal, toMajor } from '@shop/domain/money';
import { buildPriceList, dropNonDecreasingTiers, type PriceList, type PriceTier } from '@shop/domain/pricing';
import { getStore } from '@shop/domain/stores';
import { vatFactor } from '../../catalog/product-mapper.ts';

type ListName = PriceProblem['list'];

function describe(store: LocaleCode, price: number): string {
  const { currency } = getStore(store);
  return `${price} ${currency}`;
}

/**
 * The tiers of one list that the storefront would not show as staff wrote them: a quantity given
 * twice, a price with more decimals than the currency has, and (spec 5) a tier whose price is not
 * lower than the tier before it, which the price list drops without a word.
 */
function listProblems(store: LocaleCode, list: ListName, tiers: readonly AdminPriceTier[]): PriceProblem[] {
  const { currency } = getStore(store);
  const problems: PriceProblem[] = [];
  const seen = new Map<number, number>();
  tiers.forEach((tier, index) => {
    const first = seen.get(tier.quantity);
    if (first !== undefined) {
      problems.push({
        list,
        index,
        quantity: tier.quantity,
        message: `${list} tier ${index + 1} repeats quantity ${tier.quantity} of tier ${first + 1}: one of them would never be used`,
      });
    } else seen.set(tier.quantity, index);
    // Spec 5: prices incl. VAT are shown with the currency's fraction digits (none for kronor):
    // a finer price would be shown rounded and charged unrounded.
    const digits = fractionDigits(currency);
    if (roundDecimal(tier.price, digits) !== tier.price) {
      problems.push({
        list,
        index,
        quantity: tier.quantity,
        message: `${list} tier ${index + 1} (quantity ${tier.quantity}, ${tier.price}) has more decimals than ${currency} prices are shown with (${digits})`,
      });
    }
  });
  if (problems.length > 0) return problems;
  const asDomain = tiers.map((tier, index): PriceTier & { index: number } => ({
    p: tier.price,
    q: tier.quantity,
    index,
  }));
  const kept = dropNonDecreasingTiers(asDomain);
  const keptIndexes = new Set(kept.map((tier) => tier.index));
  const sorted = [...asDomain].sort((a, b) => a.q - b.q);
  for (const tier of sorted) {
    if (keptIndexes.has(tier.index)) continue;
    const previous = kept.filter((other) => other.q < tier.q).at(-1);
    problems.push({
      list,
      index: tier.index,
      quantity: tier.q,
      message: `${list} tier ${tier.index + 1} (quantity ${tier.q}, ${describe(store, tier.p)}) is not lower than the tier at quantity ${previous?.q ?? '?'} (${describe(store, previous?.p ?? 0)}): spec 5 drops such a tier from the price list`,
    });
  }
  return problems;
}

/** Every problem of a store's price lists; none means the storefront shows them as written. */
export function priceProblems(
  store: LocaleCode,
  body: Pick<PutPricesBody, 'normal' | 'campaign'>,
): PriceProblem[] {
  const problems = [
    ...listProblems(store, 'normal', body.normal),
    ...listProblems(store, 'campaign', body.campaign),
  ];
  const normalFirst = [...body.normal].sort((a, b) => a.quantity - b.quantity)[0];
  const campaignFirst = [...body.campaign].sort((a, b) => a.quantity - b.quantity)[0];
  // Spec 5: the first campaign tier shows the normal price as its original, with the discount.
  if (normalFirst && campaignFirst && campaignFirst.price >= normalFirst.price && campaignFirst.price > 0) {
    problems.push({
      list: 'campaign',
      index: body.campaign.indexOf(campaignFirst),
      quantity: campaignFirst.quantity,
      message: `campaign tier ${body.campaign.indexOf(campaignFirst) + 1} (${describe(store, campaignFirst.price)}) is not lower than the normal price ${describe(store, normalFirst.price)}: the shopper would see no discount`,
    });
  }
  return problems;
}

/** Whether a campaign window holds `now` (an open end holds every time on that side). */
export function isCampaignRunning(
  window: { readonly starts_at: string | null; readonly ends_at: string | null },
  now: Date,
): boolean {
  const time = now.getTime();
  if (window.starts_at && Date.parse(window.starts_at) > time) return false;
  if (window.ends_at && Date.parse(window.ends_at) <= time) return false;
  return true;
}

function previewList(store: LocaleCode, list: PriceList, includeVat: boolean) {
  const shop = getStore(store);
  const text = (amount: Minor) => formatPrice(amount, shop, { vat: includeVat });
  return {
    campaign: list.campaign,
    rows: list.rows.map((row) => ({
      quantity: row.quantity,
      price: toMajor(row.price, shop.currency),
      price_text: text(row.price),
      original: row.original === undefined ? null : toMajor(row.original, shop.currency),
      original_text: row.original === undefined ? null : text(row.original),
      discount_percent: row.discountPercent ?? null,
    })),
  };
}

/**
 * What a shopper would see for these price lists (spec 5, Price display), computed by the same
 * domain function the product page uses, with and without VAT.
 */
export function previewPrices(
  store: LocaleCode,
  vatClass: string,
  body: PutPricesBody,
  now: Date,
): PricePreviewResponse {
  const shop = getStore(store);
  const factor = vatFactor(store, vatClass);
  const running =
    body.campaign.length > 0 &&
    isCampaignRunning({ starts_at: body.campaign_starts_at, ends_at: body.campaign_ends_at }, now);
  const tiers = (list: readonly AdminPriceTier[]): PriceTier[] =>
    list.map((tier) => ({ p: tier.price, q: tier.quantity }));
  const prices = running ? { n: tiers(body.normal), c: tiers(body.campaign) } : { n: tiers(body.normal) };
  return {
    store,
    currency: shop.currency,
    vat_factor: factor,
    ex_vat_allowed: shop.allowExVAT,
    campaign_running: running,
    including_vat: previewList(
      store,
      buildPriceList(prices, factor, { currency: shop.currency, includeVat: true }),
      true,
    ),
    excluding_vat: previewList(
      store,
      buildPriceList(prices, factor, { currency: shop.currency, includeVat: false }),
      false,
    ),
    problems: priceProblems(store, body),
  };
}
