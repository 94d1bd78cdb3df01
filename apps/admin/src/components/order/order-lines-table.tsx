import type { AdminOrder } from '@shop/contracts/admin-orders';
import { percentOfFactor } from '../../format/money.ts';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { TableFrame } from '../table-frame.tsx';

/** The order's lines: what was ordered, cancelled, refunded and returned, at what price and VAT. */
export function OrderLinesTable({ order }: { readonly order: AdminOrder }) {
  const t = useMessages();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.currency);
  return (
    <TableFrame label={t.order.lines}>
      <table className="table table--compact">
        <caption className="visually-hidden">{t.order.lines}</caption>
        <thead>
          <tr>
            <th scope="col">{t.order.sku}</th>
            <th scope="col">{t.order.product}</th>
            <th scope="col" className="numeric">
              {t.order.ordered}
            </th>
            <th scope="col" className="numeric">
              {t.order.cancelled}
            </th>
            <th scope="col" className="numeric">
              {t.order.refunded}
            </th>
            <th scope="col" className="numeric">
              {t.order.returned}
            </th>
            <th scope="col" className="numeric">
              {t.order.unitPrice}
            </th>
            <th scope="col" className="numeric">
              {t.order.discount}
            </th>
            <th scope="col" className="numeric">
              {t.common.total}
            </th>
            <th scope="col" className="numeric">
              {t.order.vat}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.position}>
              <td className="nowrap">{line.sku}</td>
              <th scope="row" className="cell-wide">
                <span className="cell-main">{line.name}</span>
                {line.coupons.map((code) => (
                  <span className="tag" key={code}>
                    {code}
                  </span>
                ))}
              </th>
              <td className="numeric">{format.count(line.ordered_quantity)}</td>
              <td className="numeric">{format.count(line.cancelled_quantity)}</td>
              <td className="numeric">{format.count(line.refunded_quantity)}</td>
              <td className="numeric">{format.count(line.returned_quantity)}</td>
              <td className="numeric">{money(line.unit_price)}</td>
              <td className="numeric">
                {line.discount > 0 ? (
                  <>
                    {money(-line.discount)}
                    {line.discount_percent > 0 ? (
                      <span className="cell-sub">{format.percent(line.discount_percent)}</span>
                    ) : null}
                  </>
                ) : (
                  t.common.none
                )}
              </td>
              <td className="numeric">{money(line.total)}</td>
              <td className="numeric">{format.percent(percentOfFactor(line.vat_rate))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
