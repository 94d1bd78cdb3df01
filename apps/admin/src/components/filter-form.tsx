import type { FormEvent, ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import { Link } from 'react-router';
import { useMessages } from '../i18n/language-context.tsx';

interface FilterFormProps {
  readonly onApply: () => void;
  readonly children: ReactNode;
}

/** A list's filters: a search landmark whose fields apply together, and a way back to no filter. */
export function FilterForm({ onApply, children }: FilterFormProps) {
  const t = useMessages();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };
  return (
    <Form className="card filters" role="search" aria-label={t.common.filters} onSubmit={submit}>
      <div className="filters__fields">{children}</div>
      <div className="filters__actions">
        <Button type="submit" className="button button--primary">
          {t.common.applyFilters}
        </Button>
        <Link className="button button--link" to={{ search: '' }}>
          {t.common.clearFilters}
        </Link>
      </div>
    </Form>
  );
}
