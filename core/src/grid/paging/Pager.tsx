import { useTranslation } from 'react-i18next';
import type { PageSizes } from '../schema-types';

/** Paging for server-side pages: first, previous, page x of y, next, last, and the page size. */
export function Pager({ index, size, total, sizes, onChange }: { index: number; size: number; total: number; sizes: PageSizes; onChange(index: number, size: number): void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : index * size + 1;
  const last = Math.min(total, (index + 1) * size);
  return (
    <nav className="pager" aria-label={t('Grid.paging')}>
      <label className="pager__size">
        {t('Grid.pageSize')}
        <select value={size} onChange={(e) => onChange(0, Number(e.target.value))}>
          {sizes.options.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <span className="pager__range" data-testid="pager-range">
        {t('Grid.rangeOf', { first, last, total })}
      </span>
      <button type="button" className="btn btn--small" disabled={index === 0} onClick={() => onChange(0, size)} aria-label={t('Grid.firstPage')}>
        «
      </button>
      <button type="button" className="btn btn--small" disabled={index === 0} onClick={() => onChange(index - 1, size)} aria-label={t('Grid.previousPage')}>
        ‹
      </button>
      <span className="pager__page">{t('Grid.pageOf', { page: index + 1, pages })}</span>
      <button type="button" className="btn btn--small" disabled={index >= pages - 1} onClick={() => onChange(index + 1, size)} aria-label={t('Grid.nextPage')}>
        ›
      </button>
      <button type="button" className="btn btn--small" disabled={index >= pages - 1} onClick={() => onChange(pages - 1, size)} aria-label={t('Grid.lastPage')}>
        »
      </button>
    </nav>
  );
}
