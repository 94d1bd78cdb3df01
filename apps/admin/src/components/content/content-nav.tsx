import { localeCodes } from '@shop/domain/locales';
import { NavLink } from 'react-router';
import { useMessages } from '../../i18n/language-context.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { contentPath, useContentStore } from './content-store.ts';

const parts = [
  { key: 'widgets', path: '/content' },
  { key: 'deals', path: '/content/deals' },
  { key: 'pages', path: '/content/pages' },
  { key: 'calendar', path: '/content/calendar' },
] as const;

/** The content section's parts and the store they edit: every store has its own widgets, deals, pages and doors. */
export function ContentNav() {
  const t = useMessages();
  const [store, setStore] = useContentStore();
  return (
    <div className="content-nav">
      <nav aria-label={t.content.parts}>
        <ul className="content-nav__list">
          {parts.map((part) => (
            <li key={part.key}>
              <NavLink
                className="content-nav__link"
                to={contentPath(part.path, store)}
                end={part.key === 'widgets'}
              >
                {t.content.part[part.key]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SelectField
        className="content-nav__store"
        label={t.common.store}
        options={localeCodes.map((code) => ({ id: code, label: t.stores[code] }))}
        value={store}
        onChange={setStore}
      />
    </div>
  );
}
