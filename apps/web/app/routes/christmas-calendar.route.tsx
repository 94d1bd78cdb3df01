import { formatDate } from '@shop/domain/dates';
import { getStore } from '@shop/domain/stores';
import { useLoaderData } from 'react-router';
import { CatalogSection } from '../components/catalog/catalog-section.tsx';
import { ProductGrid } from '../components/catalog/product-grid.tsx';
import { Link } from '../components/shop-link.tsx';
import { fetchCalendar } from '../lib/catalog.api.ts';
import { apiFor, orNotFound } from '../lib/catalog-loader.server.ts';
import { catalogMeta } from '../lib/catalog-meta.ts';
import { productHref } from '../lib/links.ts';
import { nextLocalMidnight, reportValidUntil } from '../lib/page-validity.server.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useShop, useT } from '../lib/strings.ts';
import { serverContext } from '../shop-context.ts';
import type { Route } from './+types/christmas-calendar.route';
import '../components/catalog/catalog.css';

/** The day of the month in the store's time zone, when that month is December of `year`. */
function decemberDay(now: Date, year: number, timeZone: string): number | null {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return Number(parts.year) === year && Number(parts.month) === 12 ? Number(parts.day) : null;
}

/**
 * Spec 2: the Christmas calendar on its localized path (/julkalender, /joulukalenteri,
 * /julekalender, /kerstkalender). The provider opens the doors by date (each door's content is
 * withheld until its day); the page shows the open ones and when the others open.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const location = requireScreen(context, ['christmas-calendar']);
  const { call } = apiFor(context);
  const calendar = await orNotFound(fetchCalendar(call));
  const store = getStore(location.locale, context.get(serverContext).domains);
  const doors = [...calendar.doors]
    .sort((a, b) => a.day - b.day)
    .map((door) => ({ ...door, opensText: formatDate(door.opens_at, store) }));
  const now = new Date();
  // Issue 19: the page changes when the next door opens and when today's door moves at midnight.
  reportValidUntil(context, doors.find((door) => !door.is_open)?.opens_at);
  reportValidUntil(context, nextLocalMidnight(now, store.timeZone));
  return {
    screen: location.match.name,
    title: calendar.title,
    doors,
    today: decemberDay(now, calendar.year, store.timeZone),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? catalogMeta(matches, loaderData.title) : [];

export default function ChristmasCalendarScreen() {
  const { screen, title, doors, today } = useLoaderData<typeof loader>();
  const { locale, prefixed } = useShop();
  const t = useT();
  const todaysDoor = doors.find((door) => door.day === today && door.is_open);
  return (
    <main id="main" className="catalog" data-route-name={screen} data-locale={locale}>
      <header>
        <h1>{title}</h1>
        <p className="catalog-lead">{t('calendar.intro')}</p>
      </header>
      {todaysDoor?.product ? (
        <CatalogSection title={t('calendar.today')}>
          <ProductGrid products={[todaysDoor.product]} listName="calendar" label={t('calendar.today')} />
        </CatalogSection>
      ) : null}
      <ol className="calendar" aria-label={title}>
        {doors.map((door) => {
          const label = t('calendar.door', { day: door.day });
          const className = [
            'calendar__door',
            door.is_open ? '' : 'calendar__door--closed',
            door.day === today ? 'calendar__door--today' : '',
          ]
            .filter(Boolean)
            .join(' ');
          if (!door.is_open) {
            return (
              <li key={door.day}>
                <div className={className} data-door={door.day} data-open="false">
                  <span className="calendar__day" aria-hidden="true">
                    {door.day}
                  </span>
                  <span className="visually-hidden">{label}</span>
                  <span>{t('calendar.opens', { date: door.opensText })}</span>
                </div>
              </li>
            );
          }
          return (
            <li key={door.day}>
              <div className={className} data-door={door.day} data-open="true">
                <span className="calendar__day" aria-hidden="true">
                  {door.day}
                </span>
                <span className="visually-hidden">{label}</span>
                {door.title ? <strong>{door.title}</strong> : null}
                {door.body ? <span>{door.body}</span> : null}
                {door.discount_code ? <code>{door.discount_code}</code> : null}
                {door.product ? (
                  <Link to={productHref(door.product.slug, locale, prefixed)}>{door.product.name}</Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {doors.length === 0 ? <p className="empty-state">{t('calendar.empty')}</p> : null}
    </main>
  );
}
