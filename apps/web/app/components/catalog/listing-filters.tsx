import { type ChangeEvent, useId } from 'react';
import { Form, useSubmit } from 'react-router';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
  readonly count?: number | undefined;
  readonly selected: boolean;
}

export interface FilterGroup {
  /** The query parameter the group writes, e.g. `brand` or `phone_model`. */
  readonly key: string;
  readonly label: string;
  /** One choice (a select, as the phone model) or many (checkboxes). */
  readonly kind: 'single' | 'many';
  readonly options: readonly FilterOption[];
}

export interface SortOption {
  readonly value: string;
  readonly label: string;
}

export const listingFormId = 'listing-form';

/**
 * Submits the listing form without its empty fields ("any phone model" is no `phone_model=`), so
 * a filtered page keeps a short, canonical-looking address.
 */
function useSubmitListing() {
  const submit = useSubmit();
  return (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '') query.append(name, value);
    }
    submit(query, {
      method: 'get',
      action: form.getAttribute('action') ?? undefined,
      preventScrollReset: true,
    });
  };
}

interface ListingFiltersProps {
  readonly groups: readonly FilterGroup[];
  /** Query values the form must keep (the search term); `page` is never kept: a new filter starts at 1. */
  readonly keep: Readonly<Record<string, string>>;
  readonly resetHref: string;
  readonly labels: {
    readonly title: string;
    readonly apply: string;
    readonly reset: string;
    readonly any: string;
  };
}

/**
 * Filters as a plain GET form: it works before the JavaScript arrives and every filtered listing
 * has its own shareable address. With JavaScript, each change submits at once.
 */
export function ListingFilters({ groups, keep, resetHref, labels }: ListingFiltersProps) {
  const submitListing = useSubmitListing();
  const submitForm = (event: ChangeEvent<HTMLFormElement>) => submitListing(event.currentTarget);
  const visible = groups.filter((group) => group.options.length > 0);
  return (
    <Form
      id={listingFormId}
      method="get"
      onChange={submitForm}
      onSubmit={(event) => {
        event.preventDefault();
        submitListing(event.currentTarget);
      }}
      className="listing__filters"
      preventScrollReset
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {visible.length > 0 ? (
        <details className="filters" open>
          <summary>{labels.title}</summary>
          {visible.map((group) => (
            <FilterFieldset key={group.key} group={group} anyLabel={labels.any} />
          ))}
          <div className="filters__actions">
            <button type="submit" className="button button--inline">
              {labels.apply}
            </button>
            <a className="button button--secondary button--inline" href={resetHref}>
              {labels.reset}
            </a>
          </div>
        </details>
      ) : null}
    </Form>
  );
}

function FilterFieldset({ group, anyLabel }: { group: FilterGroup; anyLabel: string }) {
  const id = useId();
  if (group.kind === 'single') {
    const selected = group.options.find((option) => option.selected)?.value ?? '';
    return (
      <div className="filter-group field">
        <label htmlFor={id}>{group.label}</label>
        <select id={id} className="select" name={group.key} defaultValue={selected}>
          <option value="">{anyLabel}</option>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.count === undefined ? option.label : `${option.label} (${option.count})`}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <fieldset className="filter-group">
      <legend>{group.label}</legend>
      {group.options.map((option) => (
        <label key={option.value} className="filter-option">
          <input type="checkbox" name={group.key} value={option.value} defaultChecked={option.selected} />
          <span>{option.label}</span>
          {option.count === undefined ? null : <span>{option.count}</span>}
        </label>
      ))}
    </fieldset>
  );
}

/** The sort order; it belongs to the filter form through the `form` attribute. */
export function SortSelect({
  options,
  value,
  label,
}: {
  options: readonly SortOption[];
  value: string;
  label: string;
}) {
  const id = useId();
  const submitListing = useSubmitListing();
  if (options.length === 0) return null;
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        name="sort"
        form={listingFormId}
        defaultValue={value}
        onChange={(event) => {
          const form = event.currentTarget.form;
          if (form) submitListing(form);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
