import type { AdminOrder } from '@shop/contracts/admin-orders';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { addOrderNote } from '../../api/order-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { dateTimeAttribute } from '../../format/dates.ts';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';
import { FormError } from '../form-error.tsx';
import type { OrderChange } from './order-change.ts';

interface OrderNotesProps {
  readonly order: AdminOrder;
  readonly onUpdated: OrderChange['onUpdated'];
}

/** Staff notes on the order (the shopper never sees them), and a form to add one. */
export function OrderNotes({ order, onUpdated }: OrderNotesProps) {
  const t = useMessages();
  const format = useFormat();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const action = useAction();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem(t.notes.required);
      return;
    }
    setProblem(undefined);
    const outcome = await action.run(() => addOrderNote(order, text.trim()));
    if (outcome.ok) {
      setText('');
      onUpdated(outcome.value, t.notes.added);
    }
  };

  return (
    <section className="card" aria-labelledby="order-notes">
      <h2 className="section-title" id="order-notes">
        {t.notes.title}
      </h2>
      {order.notes.length === 0 ? (
        <p className="muted">{t.notes.none}</p>
      ) : (
        <ul className="entry-list">
          {order.notes.map((note) => (
            <li className="entry" key={note.id}>
              <p className="entry__text">{note.text}</p>
              <p className="muted small">
                {note.author} ·{' '}
                <time dateTime={dateTimeAttribute(note.created_at)}>{format.dateTime(note.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <FormError error={action.error} fieldPaths={['text']} />
        <TextInputField
          label={t.notes.new}
          description={t.notes.hint}
          value={text}
          onChange={setText}
          error={problem ?? fieldErrorsOf(action.error).text}
          maxLength={2000}
          multiline
        />
        <Button type="submit" className="button button--secondary" isPending={action.pending}>
          {t.notes.add}
        </Button>
      </Form>
    </section>
  );
}
