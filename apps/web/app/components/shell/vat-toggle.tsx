import { useId } from 'react';
import { useShop, useT } from '../../lib/strings.ts';
import { setVatIncluded, useVatIncluded } from '../../state/vat-mode.ts';

/**
 * Spec 1 and 4: the company/private toggle, only where the store allows ex-VAT. A native radio
 * pair: the browser gives it keyboard and screen-reader behaviour without any script of ours.
 */
export function VatToggle({ className }: { className?: string }) {
  const { store } = useShop();
  const t = useT();
  const included = useVatIncluded();
  const name = useId();
  if (!store.allowExVAT) return null;
  return (
    <fieldset className={className ? `vat-toggle ${className}` : 'vat-toggle'} data-vat-included={included}>
      <legend className="visually-hidden">{t('shell.vat.label')}</legend>
      <label className="vat-toggle__option">
        <input
          type="radio"
          name={name}
          value="private"
          checked={included}
          onChange={() => setVatIncluded(true, store)}
        />
        <span>{t('shell.vat.private')}</span>
      </label>
      <label className="vat-toggle__option">
        <input
          type="radio"
          name={name}
          value="company"
          checked={!included}
          onChange={() => setVatIncluded(false, store)}
        />
        <span>{t('shell.vat.company')}</span>
      </label>
    </fieldset>
  );
}
