import type { CheckoutView } from '@shop/contracts/checkout';
import type { OrderResponse } from '@shop/contracts/orders';
import { asMinor, divideByFactor, formatPrice, type Minor, sumMinor, toMinor } from '@shop/domain/money';
import type { CurrencyCode } from '@shop/domain/stores';

/*
 * The checkout's and the order's figures as the summary shows them. The provider priced them
 * (with the domain's repriceCart and orderTotals); here they are only put in the VAT mode and
 * formatted, so the page shows exactly what is charged and stored.
 */

export interface SummaryStore {
  readonly iso: string;
  readonly currency: CurrencyCode;
}

export interface SummaryLine {
  readonly uuid: string;
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  readonly thumb: string | null;
  readonly unitPrice: string;
  readonly unitOriginal: string | null;
  readonly total: string;
}

export interface SummaryRow {
  readonly key: 'subtotal' | 'discount' | 'shipping' | 'total' | 'vat' | 'total-incl-vat';
  /** Null for shipping before a method is chosen: the summary asks the shopper to choose. */
  readonly amount: string | null;
}

export interface Summary {
  readonly lines: readonly SummaryLine[];
  readonly rows: readonly SummaryRow[];
  readonly includeVat: boolean;
}

interface PricedLine {
  readonly uuid: string;
  readonly sku: string;
  readonly name: string;
  readonly thumb: string | null;
  readonly quantity: number;
  readonly factor: number;
  readonly unitPrice: Minor;
  readonly discountedUnitPrice: Minor;
  readonly total: Minor;
  readonly vat: Minor;
}

interface PricedTotals {
  readonly goodsGross: Minor;
  readonly discount: Minor;
  readonly shipping: Minor;
  readonly total: Minor;
  readonly vat: Minor;
}

function summarize(
  lines: readonly PricedLine[],
  totals: PricedTotals,
  store: SummaryStore,
  includeVat: boolean,
  shippingChosen = true,
): Summary {
  const summary = summarizeChosen(lines, totals, store, includeVat);
  if (shippingChosen) return summary;
  // Issue 20: no shipping and no total until a delivery is chosen, so no total changes by itself.
  const rows: SummaryRow[] = [
    ...summary.rows.filter((row) => row.key === 'subtotal' || row.key === 'discount'),
    { key: 'shipping', amount: null },
  ];
  return { ...summary, rows };
}

function summarizeChosen(
  lines: readonly PricedLine[],
  totals: PricedTotals,
  store: SummaryStore,
  includeVat: boolean,
): Summary {
  const format = (amount: Minor, vat = includeVat) => formatPrice(amount, store, { vat });
  const inMode = (amount: Minor, factor: number) => (includeVat ? amount : divideByFactor(amount, factor));
  const shown = lines.map(
    (line): SummaryLine => ({
      uuid: line.uuid,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      thumb: line.thumb,
      unitPrice: format(inMode(line.discountedUnitPrice, line.factor)),
      unitOriginal:
        line.discountedUnitPrice < line.unitPrice ? format(inMode(line.unitPrice, line.factor)) : null,
      total: format(includeVat ? line.total : asMinor(line.total - line.vat)),
    }),
  );
  if (includeVat) {
    const rows: SummaryRow[] = [
      { key: 'subtotal', amount: format(totals.goodsGross) },
      ...(totals.discount > 0 ? [{ key: 'discount' as const, amount: `−${format(totals.discount)}` }] : []),
      { key: 'shipping', amount: format(totals.shipping) },
      { key: 'total', amount: format(totals.total) },
      // Spec 9 (issue 20): incl. VAT, "Varav moms" has the currency's digits: none in SEK, NOK, DKK.
      { key: 'vat', amount: format(totals.vat, true) },
    ];
    return { lines: shown, rows, includeVat };
  }
  // Without VAT: the goods and the discount per line's rate; shipping carries the VAT left over.
  const goodsGrossExVat = sumMinor(
    lines.map((line) => divideByFactor(asMinor(line.unitPrice * line.quantity), line.factor)),
  );
  const goodsExVat = sumMinor(lines.map((line) => asMinor(line.total - line.vat)));
  const goodsVat = sumMinor(lines.map((line) => line.vat));
  const shippingExVat = asMinor(totals.shipping - (totals.vat - goodsVat));
  const discountExVat = asMinor(Math.max(0, goodsGrossExVat - goodsExVat));
  const rows: SummaryRow[] = [
    { key: 'subtotal', amount: format(goodsGrossExVat) },
    ...(discountExVat > 0 ? [{ key: 'discount' as const, amount: `−${format(discountExVat)}` }] : []),
    { key: 'shipping', amount: format(shippingExVat) },
    { key: 'total', amount: format(asMinor(totals.total - totals.vat)) },
    // Spec 5: without VAT every amount has 2 decimals, the VAT too.
    { key: 'vat', amount: format(totals.vat, false) },
    { key: 'total-incl-vat', amount: format(totals.total, true) },
  ];
  return { lines: shown, rows, includeVat };
}

/** The checkout's lines and totals (GET /api/checkout/{id}) in the VAT mode. */
export function checkoutSummary(view: CheckoutView, store: SummaryStore, includeVat: boolean): Summary {
  const { currency } = store;
  const minor = (major: number) => toMinor(major, currency);
  const lines = view.lines.flatMap((line): PricedLine[] => {
    const item = view.items.find((candidate) => candidate.uuid === line.uuid);
    if (!item) return [];
    return [
      {
        uuid: line.uuid,
        sku: line.sku,
        name: item.name,
        thumb: item.thumb?.url ?? null,
        quantity: line.quantity,
        factor: item.vat,
        unitPrice: minor(line.unit_price),
        discountedUnitPrice: minor(line.discounted_unit_price),
        total: minor(line.total),
        vat: minor(line.vat),
      },
    ];
  });
  return summarize(
    lines,
    {
      goodsGross: minor(view.totals.goods_gross),
      discount: minor(view.totals.discount),
      shipping: minor(view.totals.shipping),
      total: minor(view.totals.total),
      vat: minor(view.totals.vat),
    },
    store,
    includeVat,
    view.shipping_method !== null,
  );
}

/** An order's lines and totals (GET /api/checkout/{id}/order) in the VAT mode. */
export function orderSummary(order: OrderResponse, store: SummaryStore, includeVat: boolean): Summary {
  const { currency } = store;
  const minor = (major: number) => toMinor(major, currency);
  const lines = order.lines.map(
    (line): PricedLine => ({
      uuid: String(line.position),
      sku: line.sku,
      name: line.name,
      thumb: null,
      quantity: line.quantity,
      factor: line.vat_rate,
      unitPrice: minor(line.unit_price),
      discountedUnitPrice: minor(line.discounted_unit_price),
      total: minor(line.total),
      vat: minor(line.vat),
    }),
  );
  return summarize(
    lines,
    {
      goodsGross: minor(order.totals.goods_gross),
      discount: minor(order.totals.discount),
      shipping: minor(order.totals.shipping),
      total: minor(order.totals.total),
      vat: minor(order.totals.vat),
    },
    store,
    includeVat,
  );
}
