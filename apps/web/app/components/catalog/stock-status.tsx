/**
 * Spec 4: the stock status in words, the delivery estimate (a range, or only the end date on the
 * home page) and, for a presale, the text with its date. The texts arrive ready: the loader
 * computed the dates in the store's time zone, so server and browser show the same day.
 */
export function StockStatus({
  status,
  label,
  delivery,
  presale,
}: {
  status: string;
  label: string;
  delivery?: string | undefined;
  presale?: string | undefined;
}) {
  return (
    <>
      <p className={`stock stock--${status}`}>{label}</p>
      {delivery ? <p className="delivery">{delivery}</p> : null}
      {presale ? <p className="presale">{presale}</p> : null}
    </>
  );
}
