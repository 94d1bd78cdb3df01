import { lazy, Suspense, useRef, useState } from 'react';
import { useShop, useT } from '../../lib/strings.ts';
import { Icon } from './icons.tsx';

// The menu (React Aria's popover and menu) loads on first use: it is not needed to paint a page.
const loadCountryMenu = () => import('./country-menu.tsx');
const CountryMenu = lazy(loadCountryMenu);

/**
 * Spec 1: the country switcher lists every store but the Dutch one (countrySwitcherLocales);
 * each entry leads to that store's home page.
 */
export function CountrySwitcher() {
  const { store, countries } = useShop();
  const t = useT();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <div className="country-switcher">
      <button
        ref={trigger}
        type="button"
        className="top-bar__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('shell.country.label', { country: store.country })}
        data-country-switcher=""
        onPointerEnter={() => void loadCountryMenu()}
        onFocus={() => void loadCountryMenu()}
        onClick={() => {
          setUsed(true);
          setOpen((value) => !value);
        }}
      >
        <Icon name="globe" size={16} />
        <span>{store.country}</span>
        <Icon name="chevronDown" size={14} />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <CountryMenu
            triggerRef={trigger}
            isOpen={open}
            onOpenChange={setOpen}
            label={t('shell.country.menu')}
            current={store.code}
            countries={countries}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
