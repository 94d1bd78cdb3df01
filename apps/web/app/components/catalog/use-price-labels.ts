import { useT } from '../../lib/strings.ts';
import { useVatIncluded } from '../../state/vat-mode.ts';
import type { PriceLabels } from './price-display.tsx';

/** The localized words around a price, in the shopper's VAT mode. */
export function usePriceLabels(includesVatOverride?: boolean): PriceLabels {
  const t = useT();
  const vatFlag = useVatIncluded();
  const includesVat = includesVatOverride ?? vatFlag;
  return {
    vat: t(includesVat ? 'catalog.price-incl-vat' : 'catalog.price-excl-vat'),
    original: (price) => t('catalog.price-original', { price }),
    now: (price) => t('catalog.price-now', { price }),
    discount: (percent) => t('catalog.price-discount', { percent }),
  };
}
