import type { LocaleCode } from '@shop/domain/locales';
import { type FormEvent, useCallback, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { type AdminCalendarDoor, fetchCalendar, saveCalendarDoor } from '../api/content-calls.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { useAction } from '../api/use-action.ts';
import { useResource } from '../api/use-resource.ts';
import { ContentFormError, isVersionConflict } from '../components/content/content-form-error.tsx';
import { ContentNav } from '../components/content/content-nav.tsx';
import { useContentStore } from '../components/content/content-store.ts';
import { RichTextField } from '../components/content/rich-text-field.tsx';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';

/** Issue 17: the Christmas calendar's 24 doors of this year in a store; each opens at midnight of its day. */
export function ContentCalendarPage() {
  const t = useMessages();
  const [store] = useContentStore();
  const year = new Date().getFullYear();
  const calendar = useResource(
    useCallback((signal: AbortSignal) => fetchCalendar(store, year, signal), [store, year]),
  );
  const [day, setDay] = useState<number | null>(null);
  return (
    <>
      <PageHeading title={t.content.calendarTitle(year)} />
      <ContentNav />
      <ResourceView resource={calendar}>
        {(data) => {
          const door = data.doors.find((entry) => entry.day === day);
          return (
            <>
              {door ? (
                <DoorForm
                  key={`${store}:${door.day}:${door.version ?? 0}`}
                  store={store}
                  year={data.year}
                  door={door}
                  onDone={() => {
                    setDay(null);
                    calendar.reload();
                  }}
                  onCancel={() => setDay(null)}
                />
              ) : null}
              <DoorsTable doors={data.doors} onEdit={setDay} />
            </>
          );
        }}
      </ResourceView>
    </>
  );
}

function DoorsTable({
  doors,
  onEdit,
}: {
  readonly doors: readonly AdminCalendarDoor[];
  readonly onEdit: (day: number) => void;
}) {
  const t = useMessages();
  const format = useFormat();
  return (
    <div className="card card--flush">
      <TableFrame label={t.content.doors}>
        <table className="table table--compact">
          <caption className="visually-hidden">{t.content.doors}</caption>
          <thead>
            <tr>
              <th scope="col" className="numeric">
                {t.content.day}
              </th>
              <th scope="col">{t.content.doorTitle}</th>
              <th scope="col">{t.content.product}</th>
              <th scope="col">{t.content.discountCode}</th>
              <th scope="col">{t.content.opensAt}</th>
              <th scope="col">
                <span className="visually-hidden">{t.content.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {doors.map((door) => (
              <tr key={door.day}>
                <th scope="row" className="numeric">
                  {door.day}
                </th>
                <td>
                  {door.version === null ? <span className="muted">{t.content.emptyDoor}</span> : door.title}
                </td>
                <td>{door.product_sku ?? ''}</td>
                <td>{door.discount_code ?? ''}</td>
                <td>
                  <time dateTime={dateTimeAttribute(door.opens_at)}>{format.dateTime(door.opens_at)}</time>
                </td>
                <td>
                  <Button className="button button--secondary button--small" onPress={() => onEdit(door.day)}>
                    {t.content.editDoor(door.day)}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}

function DoorForm({
  store,
  year,
  door,
  onDone,
  onCancel,
}: {
  readonly store: LocaleCode;
  readonly year: number;
  readonly door: AdminCalendarDoor;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}) {
  const t = useMessages();
  const announce = useAnnounce();
  const action = useAction();
  const [title, setTitle] = useState(door.title);
  const [body, setBody] = useState(door.body);
  const [product, setProduct] = useState(door.product_sku ?? '');
  const [code, setCode] = useState(door.discount_code ?? '');
  const errors = fieldErrorsOf(action.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      saveCalendarDoor(store, year, door.day, {
        title,
        body,
        product: product.trim() === '' ? null : product.trim(),
        discount_code: code.trim() === '' ? null : code.trim(),
        version: door.version,
      }),
    );
    if (outcome.ok) {
      announce(t.content.doorSaved(door.day));
      onDone();
    } else if (isVersionConflict(outcome.error)) onDone();
  };

  const heading = t.content.editDoor(door.day);
  return (
    <Form className="card form" onSubmit={submit} validationBehavior="aria" aria-label={heading}>
      <h2 className="section-title">{heading}</h2>
      <ContentFormError error={action.error} fieldPaths={['title', 'body', 'product', 'discount_code']} />
      <div className="content-row">
        <TextInputField
          label={t.content.doorTitle}
          value={title}
          onChange={setTitle}
          error={errors.title}
          isRequired
        />
        <TextInputField
          label={t.content.product}
          description={t.content.productOptionalHint}
          value={product}
          onChange={setProduct}
          error={errors.product}
        />
        <TextInputField
          label={t.content.discountCode}
          value={code}
          onChange={setCode}
          error={errors.discount_code}
        />
      </div>
      <RichTextField
        label={t.content.body}
        owner={heading}
        value={body}
        onChange={setBody}
        error={errors.body}
      />
      <div className="actions__buttons">
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {t.common.save}
        </Button>
        <Button className="button button--secondary" onPress={onCancel}>
          {t.common.cancel}
        </Button>
      </div>
    </Form>
  );
}
