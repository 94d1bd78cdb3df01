import { useShop, useT } from '../../lib/strings.ts';
import { AccountEntry } from './account-entry.tsx';
import { CountrySwitcher } from './country-switcher.tsx';
import { Icon } from './icons.tsx';
import { SellingPoints } from './selling-points.tsx';
import { SettingsLink } from './settings-link.tsx';
import { VatToggle } from './vat-toggle.tsx';

/**
 * Spec 1: the top bar: three selling points, the customer-service links (the owner's, issue 17), the account entry, the
 * company/private VAT toggle (only where the store allows ex-VAT) and the country switcher.
 * On narrow screens the selling points become the slider and the rest moves into the header
 * and the side menu (styles/shell.css).
 */
export function TopBar() {
  const t = useT();
  const links = useShop().shell.settings?.customer_service_links ?? [];
  return (
    <section className="top-bar" aria-label={t('shell.topBar.label')}>
      <div className="top-bar__inner shell-width">
        <SellingPoints />
        <div className="top-bar__actions">
          {links.map((link) => (
            <SettingsLink key={`${link.label} ${link.url}`} className="top-bar__button" url={link.url}>
              <Icon name="chat" size={16} />
              <span data-customer-service="">{link.label}</span>
            </SettingsLink>
          ))}
          <VatToggle />
          <CountrySwitcher />
          <AccountEntry />
        </div>
      </div>
    </section>
  );
}
