import type { HTMLAttributes } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';

interface TextInputFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Shown under the field and tied to it (aria-describedby); the field is marked invalid. */
  readonly error?: string;
  readonly description?: string;
  readonly type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'date';
  readonly autoComplete?: string;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly maxLength?: number;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  readonly multiline?: boolean;
  readonly autoFocus?: boolean;
  readonly className?: string;
}

/** A labelled text input (or text area) with its hint and its error, from React Aria. */
export function TextInputField({
  label,
  value,
  onChange,
  error,
  description,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  isRequired = false,
  isDisabled = false,
  multiline = false,
  autoFocus = false,
  className,
}: TextInputFieldProps) {
  return (
    <TextField
      className={['field', className].filter(Boolean).join(' ')}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      autoFocus={autoFocus}
    >
      <Label className="field__label">{label}</Label>
      {multiline ? <TextArea className="field__input" rows={3} /> : <Input className="field__input" />}
      {description ? (
        <Text slot="description" className="field__hint">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{error}</FieldError>
    </TextField>
  );
}
