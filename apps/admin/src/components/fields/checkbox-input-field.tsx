import { CheckboxButton, CheckboxField, Text } from 'react-aria-components';

interface CheckboxInputFieldProps {
  readonly label: string;
  readonly isSelected: boolean;
  readonly onChange: (isSelected: boolean) => void;
  readonly description?: string;
  readonly isDisabled?: boolean;
}

/** A labelled checkbox with an optional hint (React Aria: a real, visually hidden input). */
export function CheckboxInputField({
  label,
  isSelected,
  onChange,
  description,
  isDisabled = false,
}: CheckboxInputFieldProps) {
  return (
    <CheckboxField
      className="checkbox-field"
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
    >
      <CheckboxButton className="checkbox">
        {({ isSelected: checked }) => (
          <>
            <span className="checkbox__box" aria-hidden="true">
              {checked ? '✓' : ''}
            </span>
            <span className="checkbox__label">{label}</span>
          </>
        )}
      </CheckboxButton>
      {description ? (
        <Text slot="description" className="field__hint checkbox-field__hint">
          {description}
        </Text>
      ) : null}
    </CheckboxField>
  );
}
