import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';

interface SuggestFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Values to pick from; any other text may be typed too. */
  readonly suggestions: readonly string[];
  readonly description?: string;
}

/** A text field with suggestions (React Aria's ComboBox, free text allowed). */
export function SuggestField({ label, value, onChange, suggestions, description }: SuggestFieldProps) {
  const items = suggestions.map((suggestion) => ({ id: suggestion, name: suggestion }));
  return (
    <ComboBox
      className="field combo-field"
      allowsCustomValue
      menuTrigger="focus"
      inputValue={value}
      onInputChange={onChange}
      items={items}
    >
      <Label className="field__label">{label}</Label>
      <div className="combo-field__group">
        <Input className="field__input combo-field__input" />
        <Button className="combo-field__button">
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      {description ? (
        <Text slot="description" className="field__hint">
          {description}
        </Text>
      ) : null}
      <Popover className="popover">
        <ListBox className="listbox">
          {(item: { id: string; name: string }) => (
            <ListBoxItem className="listbox__item" id={item.id} textValue={item.name}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
