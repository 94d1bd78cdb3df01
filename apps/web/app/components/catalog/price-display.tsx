/** One shown price: already in the chosen VAT mode and formatted for the store. */
export interface ShownTier {
  readonly quantity: number;
  readonly price: string;
  /** The original price of a campaign tier (spec 5: the first campaign tier carries it). */
  readonly original?: string | undefined;
  readonly discountPercent?: number | undefined;
}

/** What a product's prices look like on screen (built by lib/price-view.ts from the domain rules). */
export interface PriceView {
  /** The price of one unit: the first tier of the list in force. */
  readonly main: ShownTier;
  /** Every tier of the list in force, after the display rules dropped the ones not cheaper. */
  readonly tiers: readonly ShownTier[];
  readonly campaign: boolean;
  readonly includesVat: boolean;
}

export interface PriceLabels {
  readonly vat: string;
  readonly original: (price: string) => string;
  readonly now: (price: string) => string;
  readonly discount: (percent: number) => string;
}

/** The unit price, struck-through original price and discount of a campaign, and the VAT note. */
export function PriceDisplay({
  view,
  labels,
  size = 'normal',
}: {
  view: PriceView;
  labels: PriceLabels;
  size?: 'normal' | 'large';
}) {
  const { main } = view;
  const onSale = view.campaign && main.original !== undefined;
  const className = ['price', onSale ? 'price--campaign' : '', size === 'large' ? 'price--large' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <p className={className}>
      {onSale ? (
        <>
          <span className="price__current">
            <span className="visually-hidden">{labels.now(main.price)}</span>
            <span aria-hidden="true">{main.price}</span>
          </span>
          <del className="price__original">
            <span className="visually-hidden">{labels.original(main.original ?? '')}</span>
            <span aria-hidden="true">{main.original}</span>
          </del>
          {main.discountPercent ? (
            <span className="badge badge--sale">{labels.discount(main.discountPercent)}</span>
          ) : null}
        </>
      ) : (
        <span className="price__current">{main.price}</span>
      )}
      <span className="price__vat">{labels.vat}</span>
    </p>
  );
}

/** Spec 5: the quantity tiers of the list in force, e.g. "from 5 pcs: 89 kr/pc". */
export function PriceTierList({
  view,
  labels,
}: {
  view: PriceView;
  labels: { title: string; quantity: (quantity: number) => string; each: (price: string) => string };
}) {
  if (view.tiers.length < 2) return null;
  return (
    <section aria-label={labels.title}>
      <ul className="price-tiers">
        {view.tiers.map((tier) => (
          <li key={tier.quantity}>
            <span>{labels.quantity(tier.quantity)}</span>
            <span>
              {tier.original ? <del>{tier.original}</del> : null}
              <strong>{labels.each(tier.price)}</strong>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
