import type { ListingSort } from '@shop/contracts/listing';

/** The string key of each sort order; the type makes a sort the provider adds a compile error here. */
export const listingSortLabels: Readonly<Record<ListingSort, string>> = {
  popular: 'catalog.sort.popular',
  'price-asc': 'catalog.sort.price-asc',
  'price-desc': 'catalog.sort.price-desc',
  name: 'catalog.sort.name',
  newest: 'catalog.sort.newest',
  rating: 'catalog.sort.rating',
};
