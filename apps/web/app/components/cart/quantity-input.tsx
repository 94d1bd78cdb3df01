import { clampQuantity, QUANTITY_MAX, QUANTITY_MIN } from '@shop/domain/validation';
import { useEffect, useId, useState } from 'react';
import { CartIcon } from './cart-icons.tsx';

export interface QuantityInputProps {
  readonly value: number;
  /** Spec 5: locked for items from cross-selling, a coupon or an upselling bundle. */
  readonly locked: boolean;
  readonly onChange: (quantity: number) => void;
  readonly labels: {
    readonly quantity: string;
    readonly decrease: string;
    readonly increase: string;
    readonly locked: string;
  };
}

/**
 * Spec 5: a cart quantity from 1 to 5000. A whole number in range is passed on as it is typed
 * (the cart sends it after 250 ms); an empty field waits, and 0 or less is passed on when the
 * shopper leaves the field or presses Enter (spec 4: it removes the line).
 */
export function QuantityInput({ value, locked, onChange, labels }: QuantityInputProps) {
  const id = useId();
  const noteId = useId();
  const [text, setText] = useState(String(value));
  // The server may change the quantity (adjusted_quantity): the field follows.
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const parsed = Number.parseInt(raw, 10);
    if (Number.isNaN(parsed)) {
      setText(String(value));
      return;
    }
    const next = parsed <= 0 ? parsed : clampQuantity(parsed);
    if (next > 0) setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="quantity" data-locked={locked}>
      <label htmlFor={id} className="visually-hidden">
        {labels.quantity}
      </label>
      <button
        type="button"
        className="quantity__step"
        aria-label={labels.decrease}
        disabled={locked || value <= QUANTITY_MIN}
        onClick={() => onChange(value - 1)}
      >
        <CartIcon name="minus" size={16} />
      </button>
      <input
        id={id}
        className="quantity__input"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        value={text}
        readOnly={locked}
        aria-describedby={locked ? noteId : undefined}
        data-testid="cart-quantity"
        onChange={(event) => {
          const raw = event.currentTarget.value;
          setText(raw);
          const parsed = Number.parseInt(raw, 10);
          if (!locked && Number.isInteger(parsed) && parsed >= QUANTITY_MIN) {
            const next = clampQuantity(parsed);
            if (next !== value) onChange(next);
          }
        }}
        onBlur={(event) => {
          if (!locked) commit(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !locked) commit(event.currentTarget.value);
        }}
      />
      <button
        type="button"
        className="quantity__step"
        aria-label={labels.increase}
        disabled={locked || value >= QUANTITY_MAX}
        onClick={() => onChange(value + 1)}
      >
        <CartIcon name="plus" size={16} />
      </button>
      {locked ? (
        <span id={noteId} className="quantity__locked">
          <CartIcon name="lock" size={14} />
          {labels.locked}
        </span>
      ) : null}
    </div>
  );
}
