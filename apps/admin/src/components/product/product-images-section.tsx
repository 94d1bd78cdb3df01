import type { VersionConflict } from '@shop/contracts/admin-catalog';
import { type FormEvent, useId, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import type { AdminApiError } from '../../api/admin-client.ts';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import {
  type AdminProduct,
  orderProductImages,
  removeProductImage,
  uploadProductImage,
  versionConflictOf,
} from '../../api/product-calls.ts';
import { useAction } from '../../api/use-action.ts';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { errorText } from '../../i18n/messages.ts';
import { FormError } from '../form-error.tsx';
import { useAnnounce } from '../notice-region.tsx';

interface ProductImagesSectionProps {
  readonly product: AdminProduct;
  readonly saved: (product: AdminProduct) => void;
  readonly conflicted: (conflict: VersionConflict) => void;
}

/**
 * Issue 17: the product's images in the order the shop shows them. Staff upload a photo (the API
 * checks its content and size and says why it refuses one, shown at the file field), move images
 * up and down, and remove them. Every change names the product's version, as the other sections do.
 */
export function ProductImagesSection({ product, saved, conflicted }: ProductImagesSectionProps) {
  const t = useMessages();
  const format = useFormat();
  const announce = useAnnounce();
  const action = useAction();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  // A new input after each upload: a file input cannot be emptied from code.
  const [inputKey, setInputKey] = useState(0);

  const settle = (
    outcome: { ok: true; value: AdminProduct } | { ok: false; error: AdminApiError },
    notice: string,
  ): boolean => {
    if (outcome.ok) {
      saved(outcome.value);
      announce(notice);
      return true;
    }
    const conflict = versionConflictOf(outcome.error);
    if (conflict) conflicted(conflict);
    return false;
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setMissingFile(false);
    const outcome = await action.run(() => uploadProductImage(product.id, product.version, file));
    if (settle(outcome, t.products.imageUploaded)) {
      setFile(null);
      setInputKey((key) => key + 1);
    }
  };

  const move = async (index: number, by: -1 | 1) => {
    const ids = product.images.map((image) => image.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    settle(
      await action.run(() => orderProductImages(product.id, product.version, ids)),
      t.products.imagesOrdered,
    );
  };

  const remove = async (imageId: number) => {
    settle(
      await action.run(() => removeProductImage(product.id, product.version, imageId)),
      t.products.imageRemoved,
    );
  };

  const conflict = versionConflictOf(action.error);
  const fileProblem = missingFile
    ? t.products.chooseImage
    : action.error && !conflict && fieldErrorsOf(action.error).file
      ? errorText(t, action.error)
      : undefined;
  const otherError = conflict || fileProblem ? undefined : action.error;
  const last = product.images.length - 1;

  return (
    <section className="card" aria-labelledby="product-images" data-testid="product-images">
      <h2 className="section-title" id="product-images">
        {t.products.images}
      </h2>
      <p className="muted">{t.products.imagesHint}</p>
      <Form className="form" onSubmit={upload} validationBehavior="aria">
        <FormError error={otherError} />
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            {t.products.imageFile}
          </label>
          <input
            key={inputKey}
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-invalid={fileProblem ? true : undefined}
            aria-describedby={fileProblem ? `${fileId}-problem` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissingFile(false);
              action.clearError();
            }}
          />
          {fileProblem ? (
            <p className="field__error" id={`${fileId}-problem`} role="alert">
              {fileProblem}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="button button--primary" isPending={action.pending}>
          {t.products.uploadImage}
        </Button>
      </Form>
      {product.images.length === 0 ? (
        <p className="muted">{t.products.noImages}</p>
      ) : (
        <ol className="image-list" aria-label={t.products.imageList}>
          {product.images.map((image, index) => {
            const position = format.count(index + 1);
            return (
              <li key={image.id} className="image-list__item">
                <img
                  className="image-list__thumb"
                  src={image.thumb_url}
                  alt={t.products.imageLabel(position)}
                  width={80}
                  height={80}
                  loading="lazy"
                />
                <div className="image-list__facts">
                  <strong>{t.products.imageLabel(position)}</strong>
                  <span className="muted">
                    {image.uploaded ? t.products.uploadedPhoto : t.products.seededDrawing} ·{' '}
                    {t.products.imageSize(format.count(image.width), format.count(image.height))}
                  </span>
                </div>
                <div className="row-actions">
                  <Button
                    className="button button--secondary button--small"
                    isDisabled={index === 0 || action.pending}
                    onPress={() => move(index, -1)}
                  >
                    {t.products.moveImageUp(position)}
                  </Button>
                  <Button
                    className="button button--secondary button--small"
                    isDisabled={index === last || action.pending}
                    onPress={() => move(index, 1)}
                  >
                    {t.products.moveImageDown(position)}
                  </Button>
                  <Button
                    className="button button--secondary button--small"
                    isDisabled={action.pending}
                    onPress={() => remove(image.id)}
                  >
                    {t.products.removeImage(position)}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
