import { Button, FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';

interface NumberInputFieldProps {
  readonly label: string;
  /** NaN while the field is empty. */
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly minValue?: number;
  readonly maxValue?: number;
  readonly step?: number;
  /** Money fields pass the currency: the field then reads and shows amounts in it. */
  readonly currency?: string;
  /** Off for years: 2025, not 2 025. */
  readonly useGrouping?: boolean;
  readonly error?: string;
  readonly description?: string;
  readonly isDisabled?: boolean;
  /** A label for assistive technology only, where a table's column already says it. */
  readonly hideLabel?: boolean;
  readonly className?: string;
}

/** A labelled number input with − and + (React Aria's NumberField: arrows, typing, clamping). */
export function NumberInputField({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  step = 1,
  currency,
  useGrouping = true,
  error,
  description,
  isDisabled = false,
  hideLabel = false,
  className,
}: NumberInputFieldProps) {
  return (
    <NumberField
      className={['field', 'number-field', className].filter(Boolean).join(' ')}
      value={value}
      onChange={onChange}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      formatOptions={currency ? { style: 'currency', currency } : { maximumFractionDigits: 0, useGrouping }}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'field__label'}>{label}</Label>
      <Group className="number-field__group">
        <Button slot="decrement" className="number-field__step">
          −
        </Button>
        <Input className="field__input number-field__input" />
        <Button slot="increment" className="number-field__step">
          +
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className="field__hint">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{error}</FieldError>
    </NumberField>
  );
}
