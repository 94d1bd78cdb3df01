import type { LocaleCode } from '@shop/domain/locales';
import type { RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { Icon } from './icons.tsx';

export interface CountryLink {
  readonly code: LocaleCode;
  readonly country: string;
  readonly href: string;
}

/** The country switcher's menu: React Aria handles focus, arrow keys, Escape and dismissal. */
export default function CountryMenu({
  triggerRef,
  isOpen,
  onOpenChange,
  label,
  current,
  countries,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  current: LocaleCode;
  countries: readonly CountryLink[];
}) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      className="shell-popover"
    >
      <Menu
        aria-label={label}
        autoFocus="first"
        className="country-menu"
        onAction={() => onOpenChange(false)}
      >
        {countries.map((country) => (
          <MenuItem
            key={country.code}
            id={country.code}
            href={country.href}
            lang={country.code === 'no' ? 'nb' : country.code}
            className="country-menu__item"
            data-locale={country.code}
            aria-current={country.code === current ? 'true' : undefined}
          >
            <span className="country-menu__code" aria-hidden="true">
              {country.code.toUpperCase()}
            </span>
            {country.country}
            {country.code === current ? (
              <Icon name="check" size={16} className="country-menu__current" />
            ) : null}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}
