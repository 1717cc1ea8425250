import { useTranslation } from 'react-i18next';
import { detailEntries, type DetailEntry } from './failure-details';

function Entries({ entries }: { entries: DetailEntry[] }) {
  return (
    <dl className="failure-details">
      {entries.map((e) => (
        <div key={e.key} className="failure-details__row">
          <dt>{e.label}</dt>
          <dd>{typeof e.value === 'string' ? e.value : <Entries entries={e.value} />}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The details of a refusal (a failed line of a multi-status answer, or a single error), shown as
 * translated label/value pairs instead of the server's raw JSON: e.g. a refused task cancel shows
 * the task state, task type, job state, job name and the states that allow it.
 */
export function FailureDetails({ details, said }: { details: unknown; said?: ReadonlySet<string> }) {
  const { t, i18n } = useTranslation();
  const entries = detailEntries(details, t, (key) => i18n.exists(key), said);
  if (entries.length === 0) return null;
  return <Entries entries={entries} />;
}
