import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@cockpit/core/runtime';
import { FilePicker } from '@cockpit/core/inputs';
import { downloadTemplate, importStatus, uploadWorkbook, type ImportMessage, type ImportState } from './import-calls';
import './import-page.css';
import { SettingsPage } from '../SettingsPage';
import { TableHead } from '@cockpit/core/page';

const POLL_MS = 700;

/**
 * Import data: download the template, choose a workbook, import.
 * A workbook with errors imports nothing and lists them by sheet, row and column; a long import
 * answers with a transaction id, followed here until it ends (GET Command transaction status).
 */
export function ImportPage() {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const [file, setFile] = useState<File | undefined>();
  const [state, setState] = useState<ImportState | { kind: 'idle' } | { kind: 'uploading' }>({ kind: 'idle' });

  // Follow a running import until it ends.
  useEffect(() => {
    if (state.kind !== 'running') return;
    const timer = setTimeout(() => {
      importStatus(runtime, state.transactionId).then(setState, () => setTimeout(() => setState({ ...state }), POLL_MS));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [runtime, state]);

  const start = async () => {
    if (!file) return;
    setState({ kind: 'uploading' });
    try {
      setState(await uploadWorkbook(runtime, file));
    } catch {
      setState({ kind: 'failed', message: t('Import.uploadFailed'), errorCount: 0, errors: [] });
    }
  };

  /** The server's message in the user's language: by its key, the English text when the key is unknown (an older server). */
  const say = (m: ImportMessage) => (m.key ? t(`Import.errors.${m.key}`, { ...m.params, defaultValue: m.message }) : m.message);

  const busy = state.kind === 'uploading' || state.kind === 'running';
  const percent = state.kind === 'running' && state.total ? Math.round(((state.done ?? 0) / state.total) * 100) : undefined;

  return (
    <SettingsPage className="import-page" testId="import-page" title={t('Import.title')}>
      <div className="import-card">
        <p>{t('Import.intro')}</p>
        <ol className="import-steps">
          <li>
            {t('Import.stepTemplate')}{' '}
            <button type="button" className="btn btn--small" onClick={() => void downloadTemplate(runtime).catch(() => undefined)} data-testid="import-template">
              {t('Import.downloadTemplate')}
            </button>
          </li>
          <li>{t('Import.stepFill')}</li>
          <li>
            <div className="import-file">
              <span>{t('Import.chooseFile')}</span>
              <FilePicker
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={busy}
                label={t('Import.chooseFile')}
                onFile={(chosen) => {
                  setFile(chosen);
                  setState({ kind: 'idle' });
                }}
                testId="import-file"
              />
            </div>
          </li>
        </ol>
        <div>
          <button type="button" className="btn btn--primary" disabled={!file || busy} onClick={() => void start()} data-testid="import-start">
            {t('Import.start')}
          </button>
        </div>
      </div>

      {busy && (
        <div className="import-card" role="status" data-testid="import-progress">
          <p>{state.kind === 'running' && state.phase ? t(`Import.phase.${state.phase}`, { defaultValue: t('Import.working') }) : t('Import.working')}</p>
          <progress max={100} value={percent} aria-label={t('Import.progress')} />
          {percent !== undefined && <span className="import-percent">{t('Import.percent', { percent })}</span>}
        </div>
      )}

      {state.kind === 'completed' && (
        <div className="import-card import-card--ok" role="status" data-testid="import-done">
          <p>{t('Import.completed')}</p>
          <ul>
            {(['suppliers', 'locations', 'materials', 'stock'] as const).map((k) => (
              <li key={k}>{t(`Import.counts.${k}`, { count: state.counts[k] })}</li>
            ))}
          </ul>
        </div>
      )}

      {state.kind === 'failed' && (
        <div className="import-card import-card--error" role="alert" data-testid="import-errors">
          <p>{state.errorCount ? t('Import.failedWithErrors', { count: state.errorCount }) : say(state)}</p>
          {state.errors.length > 0 && (
            <table className="import-errors">
              <TableHead cells={[t('Import.sheet'), t('Import.row'), t('Import.column'), t('Import.problem')]} />
              <tbody>
                {state.errors.map((e, i) => (
                  <tr key={i}>
                    <td>{e.sheet}</td>
                    <td>{e.row ?? ''}</td>
                    <td>{e.column ?? ''}</td>
                    <td>{say(e)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </SettingsPage>
  );
}
