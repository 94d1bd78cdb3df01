import { Link } from '../shop-link.tsx';

export interface CategoryTile {
  readonly id: number | string;
  readonly name: string;
  readonly href: string;
  readonly thumb?: { readonly url: string; readonly width?: number; readonly height?: number } | null;
}

/** Categories as tiles with an optional thumbnail (home, category children). */
export function CategoryTiles({ categories }: { categories: readonly CategoryTile[] }) {
  if (categories.length === 0) return null;
  return (
    <ul className="category-tiles">
      {categories.map((category) => (
        <li key={category.id}>
          <Link className="category-tile" to={category.href} prefetch="intent">
            {category.thumb ? (
              <img src={category.thumb.url} alt="" width={40} height={40} loading="lazy" decoding="async" />
            ) : null}
            <span>{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Categories as a row of chips (search hits, sub-categories on small screens). */
export function CategoryChips({ categories, label }: { categories: readonly CategoryTile[]; label: string }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="chip-list">
        {categories.map((category) => (
          <li key={category.id}>
            <Link className="chip" to={category.href} prefetch="intent">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
