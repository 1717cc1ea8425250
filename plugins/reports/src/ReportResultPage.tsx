import { errorText } from '@cockpit/core/modals';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@cockpit/core/api';
import { SchemaForm } from '@cockpit/core/dialogs';
import { formatMoney, formatNumber } from '@cockpit/core/format';
import { SchemaGrid, type FormatContext } from '@cockpit/core/grid';
import { useRuntime, useSettings } from '@cockpit/core/runtime';
import { criteriaFromSearch, criteriaToSearch, definitionOf, isoDay, type ReportDefinition } from './report-definitions';
import { fetchReportPage } from './report-rows';
import { criteriaLines, makeExcel, makePdf } from './report-documents';
import './reports.css';
import { PageHead } from '@cockpit/core/page';

const PAGE_SIZE = 50;
const NONE: ReadonlySet<string> = new Set();

function defaultsOf(def: ReportDefinition) {
  const now = new Date();
  return def.defaults(isoDay(now), isoDay(new Date(now.getTime() - 30 * 86_400_000)));
}

/**
 * A report's result: the grid of schemas/grids/report-*.json paged on the server, the criteria it
 * was asked with, and PDF / Excel of every row. Reports without a criteria page of their own
 * (material summary, stock value) show their criteria form above the result.
 */
export function ReportResultPage({ reportKey }: { reportKey: ReportDefinition['key'] }) {
  const def = definitionOf(reportKey);
  const runtime = useRuntime();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const timestamps = useSettings((s) => s.timeStampSettings);
  const numbers = useSettings((s) => s.numberFormatSettings);
  const takeLimit = useSettings((s) => s.takeLimit);
  const companyInfo = useSettings((s) => s.companyInfo);
  const grid = runtime.schemas?.grids.find((e) => e.grid?.id === def.gridId)?.grid;
  const fromAddress = criteriaFromSearch(location.search);
  const criteria = useMemo(() => fromAddress ?? (def.configPage ? undefined : defaultsOf(def)), [fromAddress, def]);
  const [draft, setDraft] = useState<Record<string, unknown>>(() => criteria ?? defaultsOf(def));
  const [pageIndex, setPageIndex] = useState(0);
  const [busy, setBusy] = useState<string>();
  const format: FormatContext = useMemo(() => ({ t, timestamps, numbers, lookups: {} }), [t, timestamps, numbers]);

  const query = useQuery({
    queryKey: ['report', reportKey, criteria, pageIndex],
    enabled: !!criteria,
    retry: false,
    queryFn: () => fetchReportPage(runtime, def, criteria!, pageIndex * PAGE_SIZE, PAGE_SIZE),
  });

  if (!criteria && def.configPage) return <Navigate to={`/${def.configPage}`} replace />;
  if (!grid) return <p role="alert">{t('Shell.brokenScreen')}</p>;

  const error = query.error && isApiError(query.error) ? errorText(query.error, t, (key) => runtime.i18n.exists(key)) : query.error ? t('Errors.title') : undefined;
  const total = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A capped count (material transactions) is a floor: there are more pages than it makes.
  const capped = !!query.data?.totalCountCapped;
  const lastPage = capped ? (query.data?.data.length ?? 0) < PAGE_SIZE : pageIndex + 1 >= pages;
  const documentContext = { runtime, t, def, grid, criteria: criteria!, format, takeLimit, company: String(companyInfo.companyName ?? '') };
  const make = async (kind: 'pdf' | 'excel') => {
    setBusy(kind);
    try {
      await (kind === 'pdf' ? makePdf(documentContext) : makeExcel(documentContext));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className="page report-page" data-testid={`report-${reportKey}`}>
      <PageHead title={t(`Reports.names.${reportKey}`)}>
        <div className="page__tools">
          {def.configPage && (
            <button type="button" className="btn" onClick={() => navigate(`/${def.configPage}${criteriaToSearch(criteria!)}`)}>
              {t('Reports.back')}
            </button>
          )}
          <button type="button" className="btn" disabled={!!busy || !total} onClick={() => void make('pdf')} data-testid="report-pdf">
            {busy === 'pdf' ? t('Reports.making') : t('Reports.pdf')}
          </button>
          <button type="button" className="btn" disabled={!!busy || !total} onClick={() => void make('excel')} data-testid="report-excel">
            {busy === 'excel' ? t('Reports.making') : t('Reports.excel')}
          </button>
        </div>
      </PageHead>
      {!def.configPage && (
        <div className="report-criteria report-criteria--inline">
          <SchemaForm
            dialogId={def.dialogId}
            formId={`criteria-${reportKey}`}
            data={draft}
            onChange={setDraft}
            onSubmit={(data) => {
              setPageIndex(0);
              navigate(`/${def.page}${criteriaToSearch(data)}`, { replace: true });
            }}
          />
          <button type="submit" form={`criteria-${reportKey}`} className="btn btn--primary">
            {t('Reports.run')}
          </button>
        </div>
      )}
      {def.configPage && <p className="report-criteria-line">{criteriaLines({ runtime, t, def, criteria: criteria!, format }).join(' · ')}</p>}
      {error && (
        <p className="report-error" role="alert">
          {error}
        </p>
      )}
      <div className="report-grid">
        <SchemaGrid
          grid={grid}
          rows={query.data?.data ?? []}
          serverSide
          loading={query.isFetching}
          noRowsText={t('Reports.noRows')}
          expanded={NONE}
          onToggleExpanded={() => undefined}
          onSelectionChanged={() => undefined}
        />
      </div>
      <footer className="report-pager">
        <span data-testid="report-count">{t(capped ? 'Reports.rowsAtLeast' : 'Reports.rows', { count: total, n: formatNumber(total, numbers, 0) })}</span>
        {query.data?.totalValue !== undefined && (
          <span data-testid="report-total">
            {t('Reports.total')}: {formatMoney(query.data.totalValue, numbers)}
          </span>
        )}
        <button type="button" className="btn" disabled={pageIndex === 0} onClick={() => setPageIndex((p) => p - 1)}>
          {t('Reports.previous')}
        </button>
        <span data-testid="report-page">{t(capped ? 'Reports.pageOfMore' : 'Reports.page', { page: pageIndex + 1, pages })}</span>
        <button type="button" className="btn" disabled={lastPage} onClick={() => setPageIndex((p) => p + 1)}>
          {t('Reports.next')}
        </button>
      </footer>
    </section>
  );
}
