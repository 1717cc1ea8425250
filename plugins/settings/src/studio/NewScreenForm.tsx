import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@cockpit/contracts';
import { useRuntime } from '@cockpit/core/runtime';
import { Options } from '@cockpit/core/inputs';

/** "Stock by location" → "StockByLocation": the id of a new screen, from the name a person gives it. */
export function screenIdOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const id = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return /^[A-Z]/.test(id) ? id : '';
}

/**
 * "New screen": pick one of the lists the user may read, name the screen, and the studio opens on
 * it with the list's fields and operators to choose from.
 */
export function NewScreenForm({ taken }: { taken: ReadonlySet<string> }) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [lists, setLists] = useState<Array<{ name: string; fields: number }>>();
  const [list, setList] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    void runtime.api
      .call(routes.Studio.lists, { silent: true })
      .then((answer) => setLists(answer.map((l) => ({ name: l.name, fields: Object.keys((l.contract as { fields?: object }).fields ?? {}).length }))))
      .catch(() => setLists([]));
  }, [runtime]);
  const id = screenIdOf(name);
  const clash = id !== '' && taken.has(id);
  return (
    <form
      className="studio-section studio-new"
      data-testid="studio-new-screen"
      aria-labelledby="studio-new-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (id && list && !clash) navigate(`?grid=${encodeURIComponent(id)}&list=${encodeURIComponent(list)}`, { state: { name: name.trim() } });
      }}
    >
      <h2 id="studio-new-title">{t('ScreenStudio.newScreen')}</h2>
      <p className="admin-hint">{t('ScreenStudio.newScreenHint')}</p>
      <label>
        <span>{t('ScreenStudio.list')}</span>
        <select value={list} onChange={(e) => setList(e.target.value)} data-testid="studio-new-list" disabled={!lists}>
          <option value="">{t('ScreenStudio.chooseList')}</option>
          <Options items={lists ?? []} value={(l) => l.name} label={(l) => t('ScreenStudio.listOption', { list: l.name, count: l.fields })} />
        </select>
      </label>
      <label>
        <span>{t('ScreenStudio.screenName')}</span>
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} data-testid="studio-new-name" aria-describedby="studio-new-id" />
      </label>
      <span id="studio-new-id" className={clash ? 'studio-problem' : 'admin-hint'} role={clash ? 'alert' : undefined}>
        {clash ? t('ScreenStudio.idTaken', { id }) : id ? t('ScreenStudio.screenId', { id }) : ''}
      </span>
      <button type="submit" className="btn btn--primary" disabled={!id || !list || clash} data-testid="studio-new-start">
        {t('ScreenStudio.start')}
      </button>
    </form>
  );
}
