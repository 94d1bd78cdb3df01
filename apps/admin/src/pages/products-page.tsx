import { mayCall } from '@shop/contracts/admin-permissions';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { type AdminProductListResponse, fetchProducts } from '../api/product-calls.ts';
import { useResource } from '../api/use-resource.ts';
import { SelectField } from '../components/fields/select-field.tsx';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PagedResults } from '../components/pager.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { anyValue, oneOf, pageOf, textOf, useUrlFilters } from '../components/use-url-filters.ts';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { useMember } from '../session/session-context.tsx';

const filterNames = ['q', 'published'] as const;
const visibilities = ['yes', 'no'] as const;

/** Issue 17: products found by name or SKU, a page at a time. */
export function ProductsPage() {
  const t = useMessages();
  const format = useFormat();
  const member = useMember();
  const filters = useUrlFilters(filterNames);
  const { key } = filters;
  const products = useResource(
    useCallback(
      (signal: AbortSignal) => {
        const search = new URLSearchParams(key);
        const published = oneOf(search.get('published'), visibilities);
        return fetchProducts(
          {
            q: textOf(search.get('q')),
            ...(published ? { published } : {}),
            page: pageOf(search.get('page')),
          },
          signal,
        );
      },
      [key],
    ),
  );
  return (
    <>
      <PageHeading title={t.products.title}>
        {mayCall(member.role, 'POST', '/products') ? (
          <Link className="button button--primary" to="/products/new">
            {t.products.newProduct}
          </Link>
        ) : null}
      </PageHeading>
      <ProductSearch
        key={key}
        text={filters.values.q}
        published={filters.values.published}
        onApply={(q, published) => filters.apply({ q, published })}
      />
      <ResourceView resource={products}>
        {(data) => (
          <PagedResults
            heading={t.products.found(format.count(data.total))}
            busy={products.loading}
            page={data.page}
            perPage={data.per_page}
            total={data.total}
            pageTo={filters.pageTo}
          >
            <ProductsTable data={data} />
          </PagedResults>
        )}
      </ResourceView>
    </>
  );
}

/** Free text, and published or hidden: unpublishing is how a product leaves the shop (products are kept for their orders). */
function ProductSearch({
  text,
  published,
  onApply,
}: {
  readonly text: string;
  readonly published: string;
  readonly onApply: (text: string, published: string) => void;
}) {
  const t = useMessages();
  const [draft, setDraft] = useState(text);
  const [visibility, setVisibility] = useState(published || anyValue);
  return (
    <FilterForm onApply={() => onApply(draft, visibility === anyValue ? '' : visibility)}>
      <TextInputField
        className="filters__wide"
        label={t.common.search}
        type="search"
        description={t.products.textHint}
        value={draft}
        onChange={setDraft}
      />
      <SelectField
        label={t.products.visibility}
        options={[
          { id: anyValue, label: t.products.anyVisibility },
          { id: 'yes', label: t.products.published },
          { id: 'no', label: t.products.hidden },
        ]}
        value={visibility}
        onChange={setVisibility}
      />
    </FilterForm>
  );
}

function ProductsTable({ data }: { readonly data: AdminProductListResponse }) {
  const t = useMessages();
  const format = useFormat();
  const caption = t.products.found(format.count(data.total));
  return (
    <TableFrame label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.common.name}</th>
            <th scope="col">{t.products.sku}</th>
            <th scope="col">{t.common.status}</th>
            <th scope="col" className="numeric">
              {t.products.stock}
            </th>
            <th scope="col">{t.products.stockStatus}</th>
            <th scope="col">{t.products.updated}</th>
          </tr>
        </thead>
        <tbody>
          {data.products.map((product) => (
            <tr key={product.id}>
              <th scope="row">
                <Link to={`/products/${product.id}`}>{product.name}</Link>
              </th>
              <td>{product.sku}</td>
              <td>{product.published ? t.products.published : t.products.hidden}</td>
              <td className="numeric">{format.count(product.stock)}</td>
              <td>{t.products.stockStatuses[product.stock_status]}</td>
              <td>
                {product.updated_at ? (
                  <time dateTime={dateTimeAttribute(product.updated_at)}>
                    {format.dateTime(product.updated_at)}
                  </time>
                ) : (
                  t.common.none
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
