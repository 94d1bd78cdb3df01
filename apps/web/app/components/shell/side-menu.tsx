import { buildPath } from '@shop/domain/routes';
import { useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation } from 'react-router';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { type Category, loadCategoryTreeOnce } from '../../lib/categories.api.ts';
import { breakpoints, useMediaQuery } from '../../lib/media-query.ts';
import { menuBrandSlug, menuBrands } from '../../lib/menu-brands.ts';
import { storePath } from '../../lib/shell-links.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { setPanel, useUi } from '../../state/ui-store.ts';
import { Link } from '../shop-link.tsx';
import { Icon } from './icons.tsx';
import { SettingsLink } from './settings-link.tsx';
import { VatToggle } from './vat-toggle.tsx';

type TreeState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly tree: readonly Category[] };

function menuChildren(category: Category): Category[] {
  return category.children.filter((child) => child.show_in_menu);
}

/**
 * Spec 2: the side menu, 324 px wide (styles/shell.css). The category tree loads on the first
 * opening. On desktop, hovering (or pressing) a top-level category shows its sub-categories in
 * a grid beside the menu (4 columns, 3 on tablets of 830 to 1024 px); on mobile (576 px or
 * narrower) the menu drills down, with back and close. React Aria's modal keeps focus inside,
 * restores it on close and closes on Escape or a click outside.
 */
export default function SideMenu() {
  const open = useUi((state) => state.sidebarOpen);
  const t = useT();
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(next) => setPanel('sidebarOpen', next)}
      isDismissable
      className="side-menu-overlay"
    >
      <Modal className="side-menu" data-side-menu="">
        <Dialog className="side-menu__dialog" aria-label={t('shell.menu.title')}>
          <SideMenuContent />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function SideMenuContent() {
  const t = useT();
  const call = useBrowserApi();
  const { locale, prefixed, shell } = useShop();
  const location = useLocation();
  const mobile = useMediaQuery(`(max-width: ${breakpoints.mobile}px)`);
  const [tree, setTree] = useState<TreeState>({ status: 'loading' });
  // Desktop: the top-level category whose grid is shown. Mobile: the drill-down path.
  const [activeId, setActiveId] = useState<number | null>(null);
  // The pointer of the last press: a mouse's click keeps open what its hover opened.
  const pressedWith = useRef('');
  const [trail, setTrail] = useState<readonly Category[]>([]);
  const backButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<number | null>(null);
  const firstLocation = useRef(location.key);

  const close = () => setPanel('sidebarOpen', false);

  // Spec 8: a failed category lookup is treated as empty (it is not kept, so the next opening
  // asks again).
  useEffect(() => {
    let current = true;
    setTree({ status: 'loading' });
    loadCategoryTreeOnce(call, locale)
      .then(
        (categories) =>
          current && setTree({ status: 'ready', tree: categories.filter((c) => c.show_in_menu) }),
      )
      .catch(() => current && setTree({ status: 'ready', tree: [] }));
    return () => {
      current = false;
    };
  }, [call, locale]);

  // A followed link closes the menu.
  useEffect(() => {
    if (location.key !== firstLocation.current) setPanel('sidebarOpen', false);
  }, [location.key]);

  // Drilling moves focus to the back button; going back returns it to the category it came from.
  useEffect(() => {
    if (trail.length > 0) {
      backButton.current?.focus();
    } else if (returnFocusTo.current !== null) {
      document.querySelector<HTMLElement>(`[data-menu-category="${returnFocusTo.current}"]`)?.focus();
      returnFocusTo.current = null;
    }
  }, [trail]);

  const href = (category: Pick<Category, 'uri'>) => storePath(category.uri, locale, prefixed);
  const current = trail[trail.length - 1];

  const drill = (category: Category) => {
    if (trail.length === 0) returnFocusTo.current = category.id;
    setTrail([...trail, category]);
  };

  return (
    <div className="side-menu__content" data-mode={mobile ? 'drill-down' : 'grid'}>
      <div className="side-menu__header">
        {mobile && current ? (
          <button
            ref={backButton}
            type="button"
            className="shell-icon-button side-menu__back"
            onClick={() => setTrail(trail.slice(0, -1))}
            data-menu-back=""
          >
            <Icon name="chevronLeft" size={20} />
            <span>{t('shell.menu.back')}</span>
          </button>
        ) : null}
        <Heading slot="title" className="side-menu__title">
          {mobile && current ? current.name : t('shell.menu.title')}
        </Heading>
        <button
          type="button"
          className="shell-icon-button side-menu__close"
          aria-label={t('shell.menu.close')}
          onClick={close}
          data-menu-close=""
        >
          <Icon name="close" size={22} />
        </button>
      </div>

      <div className="side-menu__body">
        {mobile && current ? (
          <DrillLevel category={current} href={href} onDrill={drill} />
        ) : (
          <>
            <section className="side-menu__section" aria-labelledby="side-menu-categories">
              <h3 id="side-menu-categories" className="side-menu__section-title">
                {t('shell.menu.categories')}
              </h3>
              {tree.status === 'loading' ? (
                <p className="side-menu__status" role="status">
                  {t('shell.menu.loading')}
                </p>
              ) : null}
              {tree.status === 'ready' ? (
                <ul className="side-menu__list" data-menu-tree="">
                  {tree.tree.map((category) => {
                    const children = menuChildren(category);
                    if (children.length === 0) {
                      return (
                        <li key={category.id}>
                          <Link className="side-menu__item" to={href(category)}>
                            {category.name}
                          </Link>
                        </li>
                      );
                    }
                    const expanded = !mobile && activeId === category.id;
                    return (
                      <li key={category.id}>
                        <button
                          type="button"
                          className="side-menu__item"
                          data-menu-category={category.id}
                          aria-expanded={mobile ? undefined : expanded}
                          onPointerEnter={(event) => {
                            if (!mobile && event.pointerType === 'mouse') setActiveId(category.id);
                          }}
                          onPointerDown={(event) => {
                            pressedWith.current = event.pointerType;
                          }}
                          onClick={(event) => {
                            if (mobile) drill(category);
                            // The mouse opened the grid on its way in: its click keeps it open
                            // (it closed it before). A key or a touch toggles it.
                            else if (event.detail > 0 && pressedWith.current === 'mouse')
                              setActiveId(category.id);
                            else setActiveId(expanded ? null : category.id);
                          }}
                        >
                          <span>{category.name}</span>
                          <Icon name="chevronRight" size={18} />
                        </button>
                        {expanded ? <SubcategoryGrid category={category} href={href} /> : null}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </section>

            <section className="side-menu__section" aria-labelledby="side-menu-brands">
              <h3 id="side-menu-brands" className="side-menu__section-title">
                {t('shell.menu.brands')}
              </h3>
              <ul className="side-menu__list side-menu__brands" data-menu-brands="">
                {menuBrands.map((brand) => (
                  <li key={menuBrandSlug(brand, locale)}>
                    <Link
                      className="side-menu__item"
                      to={storePath(
                        buildPath('brand', locale, { slug: menuBrandSlug(brand, locale) }),
                        locale,
                        prefixed,
                      )}
                      onPointerEnter={() => setActiveId(null)}
                    >
                      {brand.name ?? t('shell.brand.others')}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>

            <section className="side-menu__section side-menu__more" aria-label={t('shell.menu.more')}>
              {(shell.settings?.customer_service_links ?? []).map((link) => (
                <SettingsLink key={`${link.label} ${link.url}`} className="side-menu__item" url={link.url}>
                  {link.label}
                </SettingsLink>
              ))}
              <VatToggle className="vat-toggle--menu" />
              <CountryLinks />
            </section>
          </>
        )}
      </div>
    </div>
  );
}

/** Desktop: the hovered category's sub-categories in a grid (4 columns; 3 on tablets). */
function SubcategoryGrid({ category, href }: { category: Category; href: (category: Category) => string }) {
  const t = useT();
  return (
    <div className="side-menu__flyout" data-menu-flyout={category.id}>
      <Link className="side-menu__flyout-all" to={href(category)}>
        {t('shell.menu.allIn', { category: category.name })}
      </Link>
      <ul className="side-menu__grid" data-menu-grid="">
        {menuChildren(category).map((child) => (
          <li key={child.id} className="side-menu__grid-column">
            <Link className="side-menu__grid-title" to={href(child)}>
              {child.name}
            </Link>
            {menuChildren(child).length > 0 ? (
              <ul className="side-menu__grid-links">
                {menuChildren(child).map((grandchild) => (
                  <li key={grandchild.id}>
                    <Link to={href(grandchild)}>{grandchild.name}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Mobile: one level of the drill-down. */
function DrillLevel({
  category,
  href,
  onDrill,
}: {
  category: Category;
  href: (category: Category) => string;
  onDrill: (category: Category) => void;
}) {
  const t = useT();
  return (
    <ul className="side-menu__list" data-menu-level={category.id}>
      <li>
        <Link className="side-menu__item side-menu__item--all" to={href(category)}>
          {t('shell.menu.allIn', { category: category.name })}
        </Link>
      </li>
      {menuChildren(category).map((child) => (
        <li key={child.id}>
          {menuChildren(child).length > 0 ? (
            <button
              type="button"
              className="side-menu__item"
              data-menu-category={child.id}
              onClick={() => onDrill(child)}
            >
              <span>{child.name}</span>
              <Icon name="chevronRight" size={18} />
            </button>
          ) : (
            <Link className="side-menu__item" to={href(child)}>
              {child.name}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function CountryLinks() {
  const { countries, store } = useShop();
  const t = useT();
  return (
    <nav aria-label={t('shell.country.menu')} className="side-menu__countries">
      <ul>
        {countries.map((country) => (
          <li key={country.code}>
            <a
              href={country.href}
              aria-current={country.code === store.code ? 'true' : undefined}
              lang={country.code === 'no' ? 'nb' : country.code}
            >
              <span className="country-menu__code" aria-hidden="true">
                {country.code.toUpperCase()}
              </span>
              {country.country}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
