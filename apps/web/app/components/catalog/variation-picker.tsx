import type { Variation, VariationAttribute } from '@shop/contracts/product';

/**
 * The variations of a Variant product, one radio group per attribute (colour, capacity...). A
 * choice picks the variation whose attributes match every chosen value; values no variation has
 * together with the other choices are offered all the same and pick the closest match.
 */
export function VariationPicker({
  attributes,
  variations,
  selected,
  onSelect,
  legend,
}: {
  attributes: readonly VariationAttribute[];
  variations: readonly Variation[];
  selected: Variation | undefined;
  onSelect: (variation: Variation) => void;
  legend: (attribute: string) => string;
}) {
  const choose = (key: string, value: string) => {
    const wanted = { ...(selected?.attributes ?? {}), [key]: value };
    const exact = variations.find((variation) =>
      Object.entries(wanted).every(([name, chosen]) => variation.attributes[name] === chosen),
    );
    const closest = variations.find((variation) => variation.attributes[key] === value);
    const next = exact ?? closest;
    if (next) onSelect(next);
  };
  return (
    <>
      {attributes.map((attribute) => (
        <fieldset key={attribute.key} className="variations">
          <legend>{legend(attribute.name)}</legend>
          <div className="variation-options">
            {attribute.values.map((value) => (
              <label key={value.value} className="variation-option">
                <input
                  type="radio"
                  name={`variation-${attribute.key}`}
                  value={value.value}
                  checked={selected?.attributes[attribute.key] === value.value}
                  onChange={() => choose(attribute.key, value.value)}
                />
                <span>
                  {value.hex ? (
                    <span className="swatch" style={{ background: value.hex }} aria-hidden="true" />
                  ) : null}
                  {value.label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
