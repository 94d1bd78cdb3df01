import { Link } from 'react-router';
import { customerServicePath } from '../../lib/shell-config.ts';
import { useStorePath } from '../../lib/shell-links.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { AccountEntry } from './account-entry.tsx';
import { CountrySwitcher } from './country-switcher.tsx';
import { Icon } from './icons.tsx';
import { SellingPoints } from './selling-points.tsx';
import { VatToggle } from './vat-toggle.tsx';

/**
 * Spec 1: the top bar: three selling points, the customer-service link, the account entry, the
 * company/private VAT toggle (only where the store allows ex-VAT) and the country switcher.
 * On narrow screens the selling points become the slider and the rest moves into the header
 * and the side menu (styles/shell.css).
 */
export function TopBar() {
  const t = useT();
  const { locale } = useShop();
  const storePath = useStorePath();
  return (
    <section className="top-bar" aria-label={t('shell.topBar.label')}>
      <div className="top-bar__inner shell-width">
        <SellingPoints />
        <div className="top-bar__actions">
          <Link className="top-bar__button" to={storePath(customerServicePath[locale])}>
            <Icon name="chat" size={16} />
            <span>{t('shell.customerService')}</span>
          </Link>
          <VatToggle />
          <CountrySwitcher />
          <AccountEntry />
        </div>
      </div>
    </section>
  );
}
