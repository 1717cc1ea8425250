import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@cockpit/core/modals';
import type { MaterialCandidate, ResolvedSalesLine } from '../../rules';
import { TableHead } from '@cockpit/core/page';
import { Options } from '@cockpit/core/inputs';

/** What the user decided for one flagged line. */
export type Fix = { kind: 'add'; material: MaterialCandidate } | { kind: 'merge' } | { kind: 'drop' };

interface Props {
  flagged: ResolvedSalesLine[];
  /** Looks a reference up again (for a line not found): the line resolved anew. */
  lookUp(line: ResolvedSalesLine, reference: string): Promise<ResolvedSalesLine>;
  onDone(fixed: Array<{ line: ResolvedSalesLine; fix: Fix }>): void;
  onCancel(): void;
}

const describe = (m: MaterialCandidate) => `${m.itemNo} · ${m.name}${m.barcode ? ` · ${m.barcode}` : ''}`;

/**
 * The "sales order material resolved" dialog: every flagged line is fixed
 * before it joins the order. Ambiguous: pick one of the matching materials. Not found: type
 * another item number or barcode. Duplicate: add its quantity to the first line, or drop it.
 * Already added: refused ("This material is already added"), the line is dropped. The choices
 * depend on each line's candidates, so this dialog is code rather than a schema dialog.
 */
export function ResolveLinesDialog({ flagged, lookUp, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const [lines, setLines] = useState(flagged);
  const [fixes, setFixes] = useState<Array<Fix | undefined>>(() =>
    flagged.map((l) => (l.flag === 'duplicate' ? { kind: 'merge' } : l.flag === 'alreadyAdded' ? { kind: 'drop' } : undefined)),
  );
  const [references, setReferences] = useState<string[]>(() => flagged.map((l) => l.reference));
  const setFix = (i: number, fix: Fix | undefined) => setFixes((prev) => prev.map((f, j) => (j === i ? fix : f)));
  const open = fixes.filter((f) => !f).length;

  const findAgain = async (i: number) => {
    const again = await lookUp(lines[i], references[i]);
    setLines((prev) => prev.map((l, j) => (j === i ? again : l)));
    setFix(
      i,
      again.flag ? (again.flag === 'duplicate' ? { kind: 'merge' } : again.flag === 'alreadyAdded' ? { kind: 'drop' } : undefined) : { kind: 'add', material: again.material! },
    );
  };

  return (
    <Modal
      title={t('Sales.resolve.title')}
      zIndex={900}
      size="large"
      onClose={onCancel}
      testId="sales-resolve-dialog"
      footer={
        <>
          <span className="sales-resolve__open">{t('Sales.resolve.open', { count: open })}</span>
          <button type="button" className="btn" onClick={onCancel}>
            {t('Sales.resolve.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={open > 0}
            data-testid="sales-resolve-apply"
            onClick={() => onDone(lines.map((line, i) => ({ line, fix: fixes[i]! })))}
          >
            {t('Sales.resolve.apply')}
          </button>
        </>
      }
    >
      <p>{t('Sales.resolve.intro', { count: flagged.length })}</p>
      <table className="sales-resolve">
        <TableHead cells={[t('Sales.resolve.row'), t('Sales.resolve.reference'), t('Sales.resolve.problem'), t('Sales.resolve.fix')]} />
        <tbody>
          {lines.map((line, i) => (
            <tr key={`${line.row}-${i}`} data-testid="sales-resolve-line" data-flag={line.flag ?? 'resolved'}>
              <td>{line.row}</td>
              <td>{line.reference}</td>
              <td>
                {line.flag ? t(`Sales.flags.${line.flag}`, { row: line.duplicateOfRow }) : t('Sales.resolve.resolved', { material: line.material ? describe(line.material) : '' })}
              </td>
              <td>
                {line.flag === 'ambiguous' && (
                  <select
                    className="input"
                    aria-label={t('Sales.resolve.choose')}
                    value={fixes[i]?.kind === 'add' ? String((fixes[i] as { material: MaterialCandidate }).material.id) : fixes[i]?.kind === 'drop' ? 'drop' : ''}
                    onChange={(e) => {
                      const m = line.candidates?.find((c) => String(c.id) === e.target.value);
                      setFix(i, m ? { kind: 'add', material: m } : e.target.value === 'drop' ? { kind: 'drop' } : undefined);
                    }}
                  >
                    <option value="">{t('Sales.resolve.choose')}</option>
                    <Options items={line.candidates ?? []} value={(c) => c.id} label={(c) => describe(c)} />
                    <option value="drop">{t('Sales.resolve.drop')}</option>
                  </select>
                )}
                {line.flag === 'notFound' && (
                  <span className="sales-resolve__find">
                    <input
                      className="input"
                      aria-label={t('Sales.resolve.reference')}
                      value={references[i]}
                      onChange={(e) => setReferences((prev) => prev.map((r, j) => (j === i ? e.target.value : r)))}
                      onKeyDown={(e) => e.key === 'Enter' && void findAgain(i)}
                    />
                    <button type="button" className="btn btn--small" onClick={() => void findAgain(i)}>
                      {t('Sales.resolve.find')}
                    </button>
                    <label>
                      <input type="checkbox" checked={fixes[i]?.kind === 'drop'} onChange={(e) => setFix(i, e.target.checked ? { kind: 'drop' } : undefined)} />{' '}
                      {t('Sales.resolve.drop')}
                    </label>
                  </span>
                )}
                {line.flag === 'duplicate' && (
                  <select
                    className="input"
                    aria-label={t('Sales.resolve.fix')}
                    value={fixes[i]?.kind ?? 'merge'}
                    onChange={(e) => setFix(i, { kind: e.target.value as 'merge' | 'drop' })}
                  >
                    <option value="merge">{t('Sales.resolve.merge', { row: line.duplicateOfRow })}</option>
                    <option value="drop">{t('Sales.resolve.drop')}</option>
                  </select>
                )}
                {line.flag === 'alreadyAdded' && <span className="sales-resolve__refused">{t('Sales.resolve.refused')}</span>}
                {!line.flag && <span>{t('Sales.resolve.willAdd')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
