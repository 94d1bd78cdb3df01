import type { Key } from 'react-aria-components';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';

export interface SelectOption<Id extends string> {
  readonly id: Id;
  readonly label: string;
}

interface SelectFieldProps<Id extends string> {
  readonly label: string;
  readonly options: readonly SelectOption<Id>[];
  readonly value: Id;
  readonly onChange: (value: Id) => void;
  readonly error?: string;
  readonly isDisabled?: boolean;
  /** A label for assistive technology only, where a table's column already says it. */
  readonly hideLabel?: boolean;
  readonly className?: string;
}

/** A labelled list to pick one option from (React Aria's Select: a button and a listbox). */
export function SelectField<Id extends string>({
  label,
  options,
  value,
  onChange,
  error,
  isDisabled = false,
  hideLabel = false,
  className,
}: SelectFieldProps<Id>) {
  const choose = (key: Key | null) => {
    const option = options.find((entry) => entry.id === key);
    if (option) onChange(option.id);
  };
  return (
    <Select
      className={['field', 'select-field', className].filter(Boolean).join(' ')}
      value={value}
      onChange={choose}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'field__label'}>{label}</Label>
      <Button className="field__input select-field__button">
        <SelectValue className="select-field__value" />
        <span className="select-field__chevron" aria-hidden="true">
          ▾
        </span>
      </Button>
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem className="listbox__item" id={option.id} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
