import { routes } from '@cockpit/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@cockpit/core/runtime';
import type { MaterialCandidate } from '../../rules';

/** The suggestion whose item number or barcode is the typed reference, whatever its letter case. */
function findReference(list: readonly MaterialCandidate[], typed: string): MaterialCandidate | undefined {
  const key = typed.toUpperCase();
  return list.find((h) => h.itemNo === typed || h.barcode === typed) ?? list.find((h) => h.itemNo.toUpperCase() === key || h.barcode?.toUpperCase() === key);
}

/**
 * Type an item number or barcode, with search: suggestions come from Material.search as the user
 * types (a short pause first); Enter or a click adds the material with quantity 1.
 */
export function MaterialSearch({ onPick }: { onPick(material: MaterialCandidate): void }) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<MaterialCandidate[]>([]);
  const [active, setActive] = useState(0);
  // The text the shown suggestions answer, and a typed reference no material has.
  const [searched, setSearched] = useState('');
  const [notFound, setNotFound] = useState<string>();

  const search = useCallback(
    (query: string) =>
      runtime.api
        .call(routes.Material.search, { query: { text: query, skip: 0, take: 10 }, silent: true })
        .then((r) =>
          r.data.map((m) => ({
            id: m.id,
            itemNo: m.itemNo,
            name: m.name,
            barcode: m.barcode ?? null,
            salesPrice: m.salesPrice ?? (m as { SalesPrice?: number | null }).SalesPrice ?? null,
          })),
        )
        .catch(() => [] as MaterialCandidate[]),
    [runtime],
  );

  useEffect(() => {
    const query = text.trim();
    if (query.length < 2) {
      setHits([]);
      setSearched('');
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void search(query).then((found) => {
        if (!current) return;
        setHits(found);
        setSearched(query);
      });
      setActive(0);
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, search]);

  const pick = (m: MaterialCandidate | undefined) => {
    if (!m) return;
    onPick(m);
    setText('');
    setHits([]);
    setNotFound(undefined);
  };

  /**
   * Enter: the material whose item number or barcode is the text (whatever its letter case), else
   * the highlighted suggestion. Typed faster than the suggestions came, it asks at once; a
   * reference no material has says so instead of doing nothing.
   */
  const enter = async () => {
    const typed = text.trim();
    if (!typed) return;
    const list = searched === typed ? hits : await search(typed);
    const exact = findReference(list, typed);
    if (exact) return pick(exact);
    if (searched === typed && list.length > 0) return pick(list[active]);
    setHits(list);
    setSearched(typed);
    setActive(0);
    if (list.length === 0) setNotFound(typed);
  };

  return (
    <div className="dropdown sales-search">
      <input
        className="input"
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-label={t('Sales.materials.search')}
        placeholder={t('Sales.materials.searchPlaceholder')}
        value={text}
        data-testid="sales-material-search"
        aria-invalid={notFound !== undefined || undefined}
        aria-describedby={notFound !== undefined ? 'sales-material-not-found' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setNotFound(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, hits.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (e.key === 'Enter') {
            e.preventDefault();
            void enter();
          }
        }}
      />
      {notFound !== undefined && (
        <p id="sales-material-not-found" className="sales-search__not-found" role="alert" data-testid="sales-material-not-found">
          {t('Sales.materials.notFound', { text: notFound })}
        </p>
      )}
      {hits.length > 0 && (
        <ul className="dropdown__menu dropdown__menu--scroll" role="listbox">
          {hits.map((h, i) => (
            <li key={h.id} role="option" aria-selected={i === active} className={`dropdown__item${i === active ? ' is-active' : ''}`} onMouseDown={() => pick(h)}>
              <strong>{h.itemNo}</strong> {h.name}
              {h.barcode ? ` · ${h.barcode}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
