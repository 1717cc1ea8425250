import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSizes } from '../schema-types';
import { Options } from '../../inputs';

/**
 * The one pager of every grid, classic and server-paged, master and detail: rows per page, "1 to 20
 * of 60", first, previous, "Page 1 of 3", next, last. Native buttons and a select, so it works from
 * the keyboard; the range is announced politely when the page changes.
 */
export function Pager({
  index,
  size,
  total,
  sizes,
  onChange,
  compact,
  busy,
}: {
  index: number;
  size: number;
  total: number;
  sizes: PageSizes;
  onChange(index: number, size: number): void;
  /** Under a detail grid: a smaller bar. */
  compact?: boolean;
  /**
   * The rows are still coming and none are shown: the range says so instead of "0 to 0 of 0",
   * which a clerk would read as an empty list.
   */
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : index * size + 1;
  const last = Math.min(total, (index + 1) * size);
  return (
    <nav className={compact ? 'pager pager--compact' : 'pager'} aria-label={t('Grid.paging')} data-testid="pager">
      <span className="pager__size">
        <label htmlFor={sizeId}>{t('Grid.pageSize')}</label>
        <select id={sizeId} value={size} onChange={(e) => onChange(0, Number(e.target.value))}>
          <Options items={sizes.options} />
        </select>
      </span>
      <span className="pager__range" data-testid="pager-range" aria-live="polite" aria-busy={busy || undefined}>
        {busy ? t('Common.loading') : t('Grid.rangeOf', { first, last, total })}
      </span>
      <button type="button" className="btn btn--small" disabled={index === 0} onClick={() => onChange(0, size)} aria-label={t('Grid.firstPage')} title={t('Grid.firstPage')}>
        «
      </button>
      <button
        type="button"
        className="btn btn--small"
        disabled={index === 0}
        onClick={() => onChange(index - 1, size)}
        aria-label={t('Grid.previousPage')}
        title={t('Grid.previousPage')}
      >
        ‹
      </button>
      <span className="pager__page" data-testid="pager-page">
        {t('Grid.pageOf', { page: index + 1, pages })}
      </span>
      <button
        type="button"
        className="btn btn--small"
        disabled={index >= pages - 1}
        onClick={() => onChange(index + 1, size)}
        aria-label={t('Grid.nextPage')}
        title={t('Grid.nextPage')}
      >
        ›
      </button>
      <button
        type="button"
        className="btn btn--small"
        disabled={index >= pages - 1}
        onClick={() => onChange(pages - 1, size)}
        aria-label={t('Grid.lastPage')}
        title={t('Grid.lastPage')}
      >
        »
      </button>
    </nav>
  );
}
