import type { ListingSort } from '@shop/contracts/listing';
import { useLocation } from 'react-router';
import type { CardListing } from '../../lib/card-product.ts';
import { listingSortLabels } from '../../lib/listing-sorts.ts';
import { useT } from '../../lib/strings.ts';
import { CatalogSection } from './catalog-section.tsx';
import { type FilterGroup, ListingFilters, SortSelect } from './listing-filters.tsx';
import { Pagination } from './pagination.tsx';
import { ProductGrid } from './product-grid.tsx';

/** Spec 2: the anchor a `page` query scrolls to (without `phone_model`). */
export const productGridAnchor = 'product-grid';

/** The address of another page of the same listing; page 1 drops the query (one canonical URL). */
export function listingPageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

function filterGroups(listing: CardListing, t: ReturnType<typeof useT>): FilterGroup[] {
  const groups: FilterGroup[] = [
    {
      key: 'phone_model',
      label: t('catalog.filter.phone-model'),
      kind: 'single',
      options: listing.filters.phone_models.map((facet) => ({
        value: facet.slug,
        label: facet.name,
        count: facet.count,
        selected: listing.applied.phone_model === facet.slug,
      })),
    },
    {
      key: 'brand',
      label: t('catalog.filter.brand'),
      kind: 'single',
      options: listing.filters.brands.map((facet) => ({
        value: facet.slug,
        label: facet.name,
        count: facet.count,
        selected: listing.applied.brand === facet.slug,
      })),
    },
  ];
  if (listing.filters.in_stock > 0 || listing.applied.in_stock) {
    groups.push({
      key: 'in_stock',
      label: t('catalog.filter.stock'),
      kind: 'many',
      options: [
        {
          value: 'true',
          label: t('catalog.filter.in-stock'),
          count: listing.filters.in_stock,
          selected: listing.applied.in_stock,
        },
      ],
    });
  }
  return groups;
}

/**
 * A product grid with its filters, sort order and pages: the body of the category, brand and
 * tag screens. Filters and sort are a GET form, so every filtered page has its own address.
 */
export function ListingView({
  listing,
  listName,
  keep = {},
  omitFilters = [],
}: {
  listing: CardListing;
  listName: string;
  /** Query values that define the page itself (the phone model of a phone-model result). */
  keep?: Readonly<Record<string, string>>;
  /** Filter groups that make no sense on this page, by query key. */
  omitFilters?: readonly string[];
}) {
  const t = useT();
  const location = useLocation();
  const groups = filterGroups(listing, t).filter((group) => !omitFilters.includes(group.key));
  const resetQuery = new URLSearchParams(keep).toString();
  const hasFilters = groups.some((group) => group.options.length > 0);
  const sortOptions = (Object.keys(listingSortLabels) as ListingSort[]).map((value) => ({
    value,
    label: t(listingSortLabels[value]),
  }));
  const count =
    listing.total === 1
      ? t('catalog.products-count-one')
      : t('catalog.products-count', { count: listing.total });
  return (
    <div className={hasFilters ? 'listing' : 'listing listing--no-filters'}>
      {/* Keyed by the address: after a navigation the form shows what the new page applied. */}
      <ListingFilters
        key={`${location.pathname}?${location.search}`}
        groups={groups}
        keep={keep}
        resetHref={resetQuery ? `${location.pathname}?${resetQuery}` : location.pathname}
        labels={{
          title: t('catalog.filters'),
          apply: t('catalog.filters-apply'),
          reset: t('catalog.filters-reset'),
          any: t('catalog.filter-any'),
        }}
      />
      <CatalogSection className="listing__main" title={t('catalog.products')} hiddenTitle>
        <div className="listing-toolbar">
          <p aria-live="polite">
            {count}
            {listing.pages > 1
              ? ` · ${t('catalog.page-of', { page: listing.page, pages: listing.pages })}`
              : ''}
          </p>
          <SortSelect
            key={`sort-${location.search}`}
            options={sortOptions}
            value={listing.sort}
            label={t('catalog.sort')}
          />
        </div>
        {listing.products.length > 0 ? (
          <ProductGrid
            id={productGridAnchor}
            products={listing.products}
            listName={listName}
            label={t('catalog.products')}
            prioritize
          />
        ) : (
          <p id={productGridAnchor} className="empty-state">
            {t('catalog.empty')}
          </p>
        )}
        <Pagination
          page={listing.page}
          pageCount={listing.pages}
          hrefFor={(page) => listingPageHref(location.pathname, location.search, page)}
          labels={{
            nav: t('catalog.pagination'),
            previous: t('catalog.pagination-previous'),
            next: t('catalog.pagination-next'),
            page: (page) => t('catalog.pagination-page', { page }),
          }}
        />
      </CatalogSection>
    </div>
  );
}
