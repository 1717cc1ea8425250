import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@cockpit/core/runtime';
import type { MaterialCandidate } from '@cockpit/core/sales-rules';

interface SearchRow {
  id: number;
  itemNo: string;
  name: string;
  barcode: string | null;
  salesPrice?: number | null;
  SalesPrice?: number | null;
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

  useEffect(() => {
    const query = text.trim();
    if (query.length < 2) {
      setHits([]);
      return;
    }
    const timer = setTimeout(() => {
      void runtime.api
        .call<{ data: SearchRow[] }>('Material.search', { query: { text: query, skip: 0, take: 10 }, silent: true })
        .then((r) => setHits(r.data.map((m) => ({ id: m.id, itemNo: m.itemNo, name: m.name, barcode: m.barcode ?? null, salesPrice: m.salesPrice ?? m.SalesPrice ?? null }))))
        .catch(() => setHits([]));
      setActive(0);
    }, 200);
    return () => clearTimeout(timer);
  }, [text, runtime]);

  const pick = (m: MaterialCandidate | undefined) => {
    if (!m) return;
    onPick(m);
    setText('');
    setHits([]);
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
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, hits.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (e.key === 'Enter') {
            e.preventDefault();
            const exact = hits.find((h) => h.itemNo === text.trim() || h.barcode === text.trim());
            pick(exact ?? hits[active]);
          }
        }}
      />
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
