import { useEffect, useState } from 'react';
import { previewRichText } from '../../api/content-calls.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { TextInputField } from '../fields/text-input-field.tsx';

interface RichTextFieldProps {
  readonly label: string;
  /** What the text belongs to (a widget's name, a page): names the preview, one of several on a page. */
  readonly owner: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
}

/**
 * Rich text as HTML with a preview of what the storefront will show: the server's sanitizer runs
 * on the text (a moment after typing stops), so the preview is exactly what a save will store.
 */
export function RichTextField({ label, owner, value, onChange, error }: RichTextFieldProps) {
  const t = useMessages();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      previewRichText(value).then(
        (answer) => current && setPreview(answer.html),
        () => current && setPreview(undefined),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value]);
  return (
    <div className="rich-text">
      <TextInputField
        className="rich-text__source"
        label={label}
        value={value}
        onChange={onChange}
        multiline
        description={t.content.richTextHint}
        {...(error ? { error } : {})}
      />
      <section className="rich-text__preview" aria-label={t.content.previewOf(owner)}>
        <p className="field__label">{t.content.preview}</p>
        {preview === undefined ? (
          <p className="muted">{t.app.loading}</p>
        ) : preview === '' ? (
          <p className="muted">{t.content.previewEmpty}</p>
        ) : (
          // The server's allow-list made this HTML (no script, no event attributes, safe URLs only).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server, as the storefront shows it.
          <div className="rich-text__html" dangerouslySetInnerHTML={{ __html: preview }} />
        )}
      </section>
    </div>
  );
}
