import { useHref } from '../../lib/links.ts';
import { logoHeight, logoWidth } from '../../lib/shell-config.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { openPanel, useUi } from '../../state/ui-store.ts';
import { Link } from '../shop-link.tsx';
import { AccountEntry } from './account-entry.tsx';
import { CartButton } from './cart-button.tsx';
import { Icon } from './icons.tsx';
import { SearchBox } from './search-box.tsx';
import { preloadSideMenu } from './shell-overlays.tsx';
import { headerScrolledAfterPx, useScrolledPast } from './use-scrolled.ts';

/** Spec 1: the menu button, logo, search box and cart button; spec 9: scrolled after 40 px. */
export function SiteHeader() {
  const t = useT();
  const href = useHref();
  const { store, locale } = useShop();
  const scrolled = useScrolledPast(headerScrolledAfterPx);
  const sidebarOpen = useUi((state) => state.sidebarOpen);
  return (
    <header className="site-header" data-scrolled={scrolled}>
      <div className="site-header__inner shell-width">
        <button
          type="button"
          className="header-action menu-button"
          aria-haspopup="dialog"
          aria-expanded={sidebarOpen}
          data-side-menu-button=""
          onPointerEnter={preloadSideMenu}
          onFocus={preloadSideMenu}
          onClick={() => openPanel('sidebarOpen')}
        >
          <Icon name="menu" size={24} />
          <span className="header-action__text">{t('shell.menu.open')}</span>
        </button>
        <Link to={href('index')} className="site-header__logo">
          <img
            src={store.logo}
            alt={t('shell.logo.home', { brand: store.brand })}
            width={logoWidth[locale]}
            height={logoHeight}
          />
        </Link>
        <SearchBox />
        <div className="site-header__actions">
          <AccountEntry className="header-action account-action" labelClassName="header-action__text" />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
