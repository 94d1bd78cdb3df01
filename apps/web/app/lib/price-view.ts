import type { Prices } from '@shop/contracts/product';
import { asMinor, formatPrice, type Minor } from '@shop/domain/money';
import { buildPriceList, includesVat } from '@shop/domain/pricing';
import type { CurrencyCode } from '@shop/domain/stores';
import type { PriceView, ShownTier } from '../components/catalog/price-display.tsx';

export interface PriceStore {
  readonly iso: string;
  readonly currency: CurrencyCode;
  readonly allowExVAT: boolean;
}

/**
 * A product's prices as the screen shows them. The rules are the domain's (spec 5: the campaign
 * list wins, its first tier carries the original price and the rounded percent, tiers not cheaper
 * than the previous one are dropped, ex-VAT prices have 2 decimals); this only formats.
 */
export function buildPriceView(prices: Prices, vat: number, store: PriceStore, vatFlag: boolean): PriceView {
  const includeVat = includesVat(store, vatFlag);
  const list = buildPriceList(prices, vat, { currency: store.currency, includeVat });
  const format = (amount: Minor) => formatPrice(amount, store, { vat: includeVat });
  const tiers: ShownTier[] = list.rows.map((row) => ({
    quantity: row.quantity,
    price: format(row.price),
    original: row.original === undefined || row.original === row.price ? undefined : format(row.original),
    discountPercent: row.discountPercent || undefined,
  }));
  const zero = format(asMinor(0));
  return {
    main: tiers[0] ?? { quantity: 1, price: zero },
    tiers,
    campaign: list.campaign,
    includesVat: includeVat,
  };
}
