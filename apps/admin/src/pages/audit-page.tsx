import { useCallback, useState } from 'react';
import { type AuditFilters, fetchAudit } from '../api/office-calls.ts';
import { useResource } from '../api/use-resource.ts';
import { AuditEntryRow } from '../components/audit/audit-entry-row.tsx';
import { SuggestField } from '../components/fields/suggest-field.tsx';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PagedResults } from '../components/pager.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { pageOf, textOf, useUrlFilters } from '../components/use-url-filters.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';

const filterNames = ['entity_type', 'entity_id', 'actor', 'action'] as const;
type FilterValues = Record<(typeof filterNames)[number], string>;

/** The kinds of entity admin writes are recorded for (apps/api/src/admin). */
const entityTypes = ['order', 'return', 'refund', 'staff', 'store'];

function auditQueryOf(search: URLSearchParams): AuditFilters {
  return {
    entity_type: textOf(search.get('entity_type'), 30),
    entity_id: textOf(search.get('entity_id'), 60),
    actor: textOf(search.get('actor'), 254),
    action: textOf(search.get('action'), 60),
    page: pageOf(search.get('page')),
  };
}

/** Every admin write, newest first: who, when, what, and what changed. */
export function AuditPage() {
  const t = useMessages();
  const format = useFormat();
  const filters = useUrlFilters(filterNames);
  const { key } = filters;
  const audit = useResource(
    useCallback((signal: AbortSignal) => fetchAudit(auditQueryOf(new URLSearchParams(key)), signal), [key]),
  );
  return (
    <>
      <PageHeading title={t.audit.title} />
      <AuditFilterForm key={key} values={filters.values} onApply={filters.apply} />
      <ResourceView resource={audit}>
        {(data) => {
          const caption = t.audit.found(format.count(data.total));
          return (
            <PagedResults
              heading={caption}
              busy={audit.loading}
              page={data.page}
              perPage={data.per_page}
              total={data.total}
              pageTo={filters.pageTo}
            >
              <TableFrame label={caption}>
                <table className="table">
                  <caption className="visually-hidden">{caption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.audit.when}</th>
                      <th scope="col">{t.audit.actor}</th>
                      <th scope="col">{t.audit.action}</th>
                      <th scope="col">{t.audit.entity}</th>
                      <th scope="col">{t.audit.address}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t.audit.changes}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.entries.map((entry) => (
                      <AuditEntryRow key={entry.id} entry={entry} />
                    ))}
                  </tbody>
                </table>
              </TableFrame>
            </PagedResults>
          );
        }}
      </ResourceView>
    </>
  );
}

function AuditFilterForm({
  values,
  onApply,
}: {
  readonly values: FilterValues;
  readonly onApply: (values: FilterValues) => void;
}) {
  const t = useMessages();
  const [draft, setDraft] = useState(values);
  const set = (name: keyof FilterValues) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  return (
    <FilterForm onApply={() => onApply(draft)}>
      <SuggestField
        label={t.audit.entityType}
        suggestions={entityTypes}
        value={draft.entity_type}
        onChange={set('entity_type')}
      />
      <TextInputField label={t.audit.entityId} value={draft.entity_id} onChange={set('entity_id')} />
      <TextInputField
        label={t.audit.actor}
        description={t.audit.actorHint}
        value={draft.actor}
        onChange={set('actor')}
      />
      <TextInputField
        label={t.audit.action}
        description={t.audit.actionHint}
        value={draft.action}
        onChange={set('action')}
      />
    </FilterForm>
  );
}
