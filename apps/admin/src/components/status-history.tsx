import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';

interface StatusHistoryProps {
  readonly entries: readonly {
    readonly status: string;
    readonly at: string;
    readonly note?: string | null;
  }[];
  readonly labelOf: (status: string) => string;
}

/** A status history as a timeline, oldest first, each step with its time and note. */
export function StatusHistory({ entries, labelOf }: StatusHistoryProps) {
  const format = useFormat();
  return (
    <ol className="timeline">
      {entries.map((entry) => (
        <li className="timeline__step" key={`${entry.status}-${entry.at}`}>
          <span className="timeline__status">{labelOf(entry.status)}</span>
          <time className="timeline__time" dateTime={dateTimeAttribute(entry.at)}>
            {format.dateTime(entry.at)}
          </time>
          {entry.note ? <p className="timeline__note">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
