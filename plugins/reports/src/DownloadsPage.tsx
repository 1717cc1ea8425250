import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@cockpit/core/grid';
import { formatDateTime, formatNumber } from '@cockpit/core/format';
import { routeQueryOptions } from '@cockpit/core/api';
import { useCan, useRuntime, useSettings } from '@cockpit/core/runtime';
import { Downloads, ReportFiles } from '../routes';
import './reports.css';
import { PageHead, TableHead } from '@cockpit/core/page';

export function fileSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, { locale }, unit ? 1 : 0)} ${units[unit]}`;
}

/**
 * downloads (settings panel, open to all): the templates of schemas/downloads.json and the report
 * files this user made, kept on the server for a set time, with name, date and size, removable.
 */
export function DownloadsPage() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const can = useCan();
  const timestamps = useSettings((s) => s.timeStampSettings);
  const numbers = useSettings((s) => s.numberFormatSettings);
  const templates = useQuery(routeQueryOptions(runtime.api, Downloads.templates));
  const files = useQuery(routeQueryOptions(runtime.api, ReportFiles.list));
  const offered = (templates.data ?? []).filter((x) => !x.permission || can(x.permission));

  // A template names its call by path-table key (schemas/downloads.json is data): what comes back is a file.
  const fetchFile = async (call: string, name: string) => {
    const file = await runtime.api.call(runtime.api.route(call), { binary: true });
    if (file instanceof Blob) downloadBlob(file, name);
  };
  const download = async (id: number, name: string) => downloadBlob(await runtime.api.call(ReportFiles.download, { params: { id }, binary: true }), name);
  const remove = async (id: number) => {
    await runtime.api.call(ReportFiles.delete, { params: { id } });
    await files.refetch();
  };

  return (
    <section className="page" data-testid="downloads-page">
      <PageHead title={t('Reports.downloads.title')} />
      <h2>{t('Reports.downloads.templates')}</h2>
      <p className="hint">{t('Reports.downloads.templatesIntro')}</p>
      {templates.isSuccess && offered.length === 0 && <p>{t('Reports.downloads.noTemplates')}</p>}
      <ul>
        {offered.map((x) => (
          <li key={x.id}>
            <button type="button" className="btn btn--link" onClick={() => void fetchFile(x.call, x.fileName)}>
              {t(x.title)}
            </button>
            {x.description && <span className="hint"> {t(x.description)}</span>}
          </li>
        ))}
      </ul>
      <h2>{t('Reports.downloads.files')}</h2>
      <p className="hint">{t('Reports.downloads.filesIntro', { days: files.data?.keptDays ?? 0 })}</p>
      {files.isSuccess && files.data.files.length === 0 ? (
        <p>{t('Reports.downloads.none')}</p>
      ) : (
        <table className="downloads-table" data-testid="report-files">
          <TableHead cells={[t('Reports.downloads.name'), t('Reports.downloads.created'), t('Reports.downloads.size'), '']} />
          <tbody>
            {(files.data?.files ?? []).map((f) => (
              <tr key={f.id}>
                <td>{f.name}</td>
                <td>{formatDateTime(f.created, timestamps)}</td>
                <td>{fileSize(f.size, numbers.locale)}</td>
                <td>
                  <button type="button" className="btn" onClick={() => void download(f.id, f.name)}>
                    {t('Reports.downloads.download')}
                  </button>{' '}
                  <button type="button" className="btn" onClick={() => void remove(f.id)}>
                    {t('Reports.downloads.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
