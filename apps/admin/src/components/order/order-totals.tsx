import type { AdminOrder } from '@shop/contracts/admin-orders';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';

/** Goods, discount, shipping and total, the VAT of each rate, and the coupons that gave the discount. */
export function OrderTotals({ order }: { readonly order: AdminOrder }) {
  const t = useMessages();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.currency);
  const { totals } = order;
  return (
    <div className="totals-grid">
      <div>
        {order.coupons.length > 0 ? (
          <>
            <h3 className="subsection-title">{t.order.coupons}</h3>
            <ul className="plain-list">
              {order.coupons.map((coupon) => (
                <li key={coupon.code}>
                  <span className="tag">{coupon.code}</span> {money(-coupon.amount)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <h3 className="subsection-title">{t.order.vatByRate}</h3>
        <ul className="plain-list">
          {order.vat_by_rate.map((rate) => (
            <li key={rate.rate}>
              {t.order.vatOfRate(format.percent(rate.rate_percent), money(rate.vat), money(rate.total))}
            </li>
          ))}
        </ul>
      </div>
      <dl className="summary-list">
        <div>
          <dt>{t.order.goods}</dt>
          <dd>{money(totals.goods_gross)}</dd>
        </div>
        {totals.discount > 0 ? (
          <div>
            <dt>{t.order.discount}</dt>
            <dd>{money(-totals.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.order.shippingCharge}</dt>
          <dd>{money(totals.shipping)}</dd>
        </div>
        <div className="summary-list__total">
          <dt>{t.common.total}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
        <div>
          <dt>{t.order.vatIncluded}</dt>
          <dd>{money(totals.vat)}</dd>
        </div>
        <div>
          <dt>{t.order.totalExVat}</dt>
          <dd>{money(totals.total_ex_vat)}</dd>
        </div>
      </dl>
    </div>
  );
}
