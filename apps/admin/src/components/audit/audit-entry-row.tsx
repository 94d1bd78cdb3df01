import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import type { AuditEntry } from '../../api/office-calls.ts';
import { dateTimeAttribute } from '../../format/dates.ts';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { auditChanges, auditValueText } from './audit-diff.ts';

/** Columns of the audit table; the details row spans them all. */
export const auditColumns = 6;

/** An entry of the audit log, and under it (when opened) its changes side by side. */
export function AuditEntryRow({ entry }: { readonly entry: AuditEntry }) {
  const t = useMessages();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const changes = auditChanges(entry.before, entry.after);
  return (
    <>
      <tr>
        <td>
          <time dateTime={dateTimeAttribute(entry.at)}>{format.dateTime(entry.at)}</time>
        </td>
        <td>{entry.actor}</td>
        <th scope="row">
          <code>{entry.action}</code>
        </th>
        <td>
          {entry.entity_type} <code>{entry.entity_id}</code>
        </td>
        <td>{entry.address ?? t.common.none}</td>
        <td>
          <Button
            className="button button--secondary button--small"
            aria-expanded={open}
            aria-controls={detailsId}
            onPress={() => setOpen(!open)}
          >
            {open ? t.audit.hideChanges : t.audit.showChanges}
            <span className="visually-hidden">
              {' '}
              {t.audit.ofEntry(entry.action, format.dateTime(entry.at))}
            </span>
          </Button>
        </td>
      </tr>
      <tr id={detailsId} hidden={!open} className="audit-details">
        <td colSpan={auditColumns}>
          {changes.length === 0 ? (
            <p className="muted">{t.audit.noChanges}</p>
          ) : (
            <table className="table table--compact diff">
              <caption className="visually-hidden">{t.audit.changesOf(entry.action)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.audit.field}</th>
                  <th scope="col">{t.audit.before}</th>
                  <th scope="col">{t.audit.after}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.path || 'value'}>
                    <th scope="row">
                      <code>{change.path || t.audit.value}</code>
                    </th>
                    <td className="diff__before">{auditValueText(change.before) || t.common.none}</td>
                    <td className="diff__after">{auditValueText(change.after) || t.common.none}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </td>
      </tr>
    </>
  );
}
