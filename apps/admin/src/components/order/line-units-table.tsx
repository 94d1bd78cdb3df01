import type { AdminOrder } from '@shop/contracts/admin-orders';
import { useMessages } from '../../i18n/language-context.tsx';
import { NumberInputField } from '../fields/number-input-field.tsx';
import { TableFrame } from '../table-frame.tsx';
import { unitsLeft } from './refund-preview.ts';

interface LineUnitsTableProps {
  readonly order: AdminOrder;
  readonly caption: string;
  readonly units: Readonly<Record<number, number>>;
  readonly onChange: (position: number, units: number) => void;
  /** Server issues by path ("lines.0.quantity"), shown at the line they name. */
  readonly errors: Readonly<Record<string, string>>;
}

/** A number of units per line of an order, each at most what the line has left. */
export function LineUnitsTable({ order, caption, units, onChange, errors }: LineUnitsTableProps) {
  const t = useMessages();
  const chosenIndex = (position: number) =>
    Object.keys(units)
      .filter((key) => (units[Number(key)] ?? 0) > 0)
      .indexOf(String(position));
  return (
    <TableFrame label={caption}>
      <table className="table table--compact">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.order.product}</th>
            <th scope="col" className="numeric">
              {t.lineUnits.left}
            </th>
            <th scope="col">{t.lineUnits.units}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => {
            const left = unitsLeft(line);
            return (
              <tr key={line.position}>
                <th scope="row">
                  <span className="cell-main">{line.name}</span>
                  <span className="cell-sub">{line.sku}</span>
                </th>
                <td className="numeric">{left}</td>
                <td>
                  <NumberInputField
                    className="field--inline"
                    label={t.lineUnits.unitsOf(line.name)}
                    hideLabel
                    value={units[line.position] ?? 0}
                    onChange={(value) => onChange(line.position, Number.isNaN(value) ? 0 : value)}
                    minValue={0}
                    maxValue={left}
                    isDisabled={left === 0}
                    error={errors[`lines.${chosenIndex(line.position)}.quantity`]}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
