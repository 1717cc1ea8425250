import { useTranslation } from 'react-i18next';

/**
 * The bar under the actions once every row of the page is selected (the Gmail / AG Grid
 * Enterprise pattern): "All 20 rows on this page are selected. Select all 204 rows", then "All 204
 * rows are selected. Clear selection". Shown only when there are rows on other pages; an action on
 * the larger selection is confirmed first (run-action.ts, business-areas.md §5).
 */
export function SelectAllBar({
  pageCount,
  total,
  acrossPages,
  onSelectAll,
  onClear,
}: {
  /** Rows selected on the page (all of it). */
  pageCount: number;
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
          <span>{t('GridSelection.pageSelected', { count: pageCount })}</span>{' '}
          <button type="button" className="link" onClick={onSelectAll}>
            {t('GridSelection.selectAll', { count: total })}
          </button>
        </>
      )}
    </p>
  );
}
