import { useTranslation } from 'react-i18next';

/**
 * The bar under the actions as soon as a row is selected (the Gmail / AG Grid Enterprise
 * pattern): "All 20 rows on this page are selected. Select all 204 rows" (or "3 rows selected."),
 * then "All 204 rows are selected. Clear selection". Shown only when there are rows on other pages;
 * an action on the larger selection is confirmed first (run-action.ts).
 */
export function SelectAllBar({
  pageCount,
  selectedCount,
  total,
  acrossPages,
  onSelectAll,
  onClear,
}: {
  /** Rows on the page. */
  pageCount: number;
  /** Rows selected on the page (some or all of it). */
  selectedCount: number;
  /** Rows over every page (the filtered total). */
  total: number;
  /** Every row over every page is selected. */
  acrossPages: boolean;
  onSelectAll(): void;
  onClear(): void;
}) {
  const { t } = useTranslation();
  return (
    <p className="select-all-bar" role="status" data-testid="select-all-bar">
      {acrossPages ? (
        <>
          <span>{t('GridSelection.allSelected', { count: total })}</span>{' '}
          <button type="button" className="link" onClick={onClear}>
            {t('GridSelection.clear')}
          </button>
        </>
      ) : (
        <>
          <span>{selectedCount === pageCount ? t('GridSelection.pageSelected', { count: pageCount }) : t('GridSelection.someSelected', { count: selectedCount })}</span>{' '}
          <button type="button" className="btn btn--small select-all-bar__offer" onClick={onSelectAll}>
            {t('GridSelection.selectAll', { count: total })}
          </button>
        </>
      )}
    </p>
  );
}
