import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { createProduct } from '../api/product-calls.ts';
import { useAction } from '../api/use-action.ts';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { FormError } from '../components/form-error.tsx';
import { useAnnounce } from '../components/notice-region.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useMessages } from '../i18n/language-context.tsx';

/** Issue 17: a new product starts with a SKU and a Swedish name, hidden from the shop. */
export function ProductNewPage() {
  const t = useMessages();
  const navigate = useNavigate();
  const announce = useAnnounce();
  const action = useAction();
  const [sku, setSku] = useState('');
  const [name, setName] = useState('');
  const errors = fieldErrorsOf(action.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await action.run(() =>
      createProduct({ sku: sku.trim(), texts: { sv: { name: name.trim() } } }),
    );
    if (outcome.ok) {
      announce(t.products.created(outcome.value.sku));
      navigate(`/products/${outcome.value.id}`);
    }
  };

  return (
    <>
      <PageHeading title={t.products.createTitle} />
      <section className="card" aria-labelledby="new-product">
        <h2 className="section-title" id="new-product">
          {t.products.details}
        </h2>
        <p className="muted">{t.products.createIntro}</p>
        <Form className="form" onSubmit={submit} validationBehavior="aria">
          <FormError error={action.error} fieldPaths={['sku', 'texts.sv.name']} />
          <TextInputField
            label={t.products.sku}
            value={sku}
            onChange={setSku}
            isRequired
            error={errors.sku}
          />
          <TextInputField
            label={t.products.nameIn(t.stores.sv)}
            value={name}
            onChange={setName}
            isRequired
            error={errors['texts.sv.name'] ?? errors.texts}
          />
          {/* Not isPending: its announcement would point at this button after the page has left it. */}
          <Button type="submit" className="button button--primary" isDisabled={action.pending}>
            {t.products.create}
          </Button>
        </Form>
      </section>
    </>
  );
}
