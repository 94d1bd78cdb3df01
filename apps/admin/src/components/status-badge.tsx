interface StatusBadgeProps {
  /** The status code: its colour. */
  readonly status: string;
  /** The status in words: a badge never says it with colour alone. */
  readonly label: string;
}

/** A status as a small labelled pill; the colour only repeats what the text says. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  return (
    <span className={`badge badge--${status.replace(/[^a-z_-]/gi, '')}`}>
      <span className="badge__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
