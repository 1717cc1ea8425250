import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes, type StudioScope } from '@cockpit/contracts';
import { reloadStudioScreens, useRuntime } from '@cockpit/core/runtime';
import { ActionsEditor } from './ActionsEditor';
import { ColumnsEditor } from './ColumnsEditor';
import { FiltersEditor } from './FiltersEditor';
import { HistoryPanel, type StudioVersion } from './HistoryPanel';
import { MenuEditor } from './MenuEditor';
import { oneCheckAtATime } from './one-check-at-a-time';
import { ScreenChooser } from './ScreenChooser';
import { StudioPreview } from './StudioPreview';
import type { Problem } from './StudioRowParts';
import { LANGUAGES, named, type Draft, type StudioAction } from './studio-draft';
import { completeTexts, useStudioScope, type Screen } from './studio-screen';
import '../settings-admin.css';

/** The code editor (CodeMirror 6) is a chunk of its own, fetched when the JSON tab opens. */
const JsonEditor = lazy(() => import('./json-editor/JsonEditor'));
import './studio.css';
import { PageHead } from '@cockpit/core/page';

/**
 * The screen studio: a grid's columns, page filters, detail grid, row actions and menu entry in a
 * form, checked by the server as you edit (the same validator as the files, and the list's
 * contract), the real grid on the unit's rows beside it (an invalid draft keeps the last valid
 * preview), save with a comment, history with the changes of each version, rollback. "New
 * screen" starts one on a list the user may read.
 */
export function StudioPage() {
  const [params] = useSearchParams();
  const scope = useStudioScope();
  const gridId = params.get('grid');
  const list = params.get('list') ?? undefined;
  return gridId ? <ScreenStudio key={`${gridId}/${list ?? ''}`} gridId={gridId} list={list} scope={scope} /> : <ScreenChooser scope={scope} />;
}

const asScreen = (answer: unknown) => answer as Screen;

/** The studio's own labels join the catalogues, so the preview and the page show them. */
function knowTexts(runtime: ReturnType<typeof useRuntime>, texts: Draft['texts']): void {
  for (const lang of LANGUAGES) runtime.i18n.addResources(lang, 'translation', texts[lang] ?? {});
}

function ScreenStudio({ gridId, list: newOn, scope }: { gridId: string; list?: string; scope: StudioScope }) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.get('back');
  // The name given at "New screen" is the screen's first title and menu label, in every language.
  // It comes as navigation state, not in the address: the preview grid reads its filters from the
  // address, and a list field called "name" would take it as a filter value.
  const name = (useLocation().state as { name?: string } | null)?.name?.trim();

  const [screen, setScreen] = useState<Screen>();
  const [failure, setFailure] = useState<string>();
  const [draft, setDraft] = useState<Draft>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [preview, setPreview] = useState<{ draft: Draft; n: number }>();
  const [versions, setVersions] = useState<StudioVersion[]>([]);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string>();
  const [tab, setTab] = useState<'form' | 'json'>('form');
  // The JSON tab starts from the draft as it is when it opens (a new editor each time).
  const [jsonStart, setJsonStart] = useState({ text: '', n: 0 });
  const openTab = (next: 'form' | 'json') => {
    if (next === 'json' && tab !== 'json' && draft) setJsonStart((j) => ({ text: JSON.stringify(draft.grid, null, 2), n: j.n + 1 }));
    setTab(next);
  };
  const onJson = (text: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return; // the editor marks the JSON error where it is
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) setDraft((d) => (d ? { ...d, grid: parsed as Draft['grid'] } : d));
  };

  const load = useCallback(async () => {
    try {
      const [s, v] = await Promise.all([
        runtime.api.call(routes.Studio.screen, { params: { gridId }, query: { scope, list: newOn }, silent: true }).then(asScreen),
        newOn ? Promise.resolve([]) : runtime.api.call(routes.Studio.versions, { params: { gridId }, query: { scope }, silent: true }),
      ]);
      setScreen(s);
      setVersions(v);
      const first =
        s.created && newOn && name
          ? named({ grid: s.grid, texts: s.texts, menu: s.menu }, name, (key, language) => runtime.i18n.getFixedT(language)(key))
          : { grid: s.grid, texts: s.texts, menu: s.menu };
      knowTexts(runtime, first.texts);
      setDraft(first);
      setPreview((p) => ({ draft: first, n: (p?.n ?? 0) + 1 }));
      setProblems([]);
    } catch (error) {
      setFailure((error as Error).message);
    }
  }, [runtime, gridId, scope, newOn, name]);

  useEffect(() => {
    void load();
  }, [load]);

  // Each change is checked by the server a moment after typing stops, one check at a time and only
  // the newest draft's; a valid draft becomes the preview, an answer for a replaced draft is dropped.
  const check = useMemo(oneCheckAtATime, []);
  useEffect(() => {
    if (!draft || !screen || (draft.grid === screen.grid && draft.menu === screen.menu)) return;
    let current = true;
    const timer = setTimeout(() => {
      const texts = completeTexts(draft);
      check(
        () => current,
        () => runtime.api.call(routes.Studio.check, { params: { gridId }, body: { scope, grid: draft.grid, texts, menu: draft.menu ?? null, list: newOn }, silent: true }),
      )
        .then((answer) => {
          if (!current || !answer) return;
          setProblems(answer.problems);
          // The labels are known before the preview draws its columns (a grid's headers are made once).
          if (!answer.problems.length) knowTexts(runtime, texts);
          if (!answer.problems.length) setPreview((p) => ({ draft: { ...draft, texts }, n: (p?.n ?? 0) + 1 }));
        })
        .catch((error: Error) => {
          if (current) setProblems([{ file: '', pointer: '', message: error.message }]);
        });
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft, screen, runtime, gridId, scope, newOn, check]);

  const after = async (version: number, removed = false) => {
    setSaved(t('ScreenStudio.saved', { version }));
    // This console's schemas and menu are read again at once (other consoles of the unit are told by the hub).
    await reloadStudioScreens(runtime);
    // A new screen, once saved, is edited as any other (its list is fixed now); removed, it is gone.
    if (removed) navigate('?', { replace: true });
    else if (newOn) navigate(`?grid=${encodeURIComponent(gridId)}`, { replace: true });
    else await load();
  };

  const save = async () => {
    if (!draft || !screen) return;
    setBusy(true);
    setSaved(undefined);
    try {
      const body = { scope, grid: draft.grid, texts: completeTexts(draft), menu: draft.menu ?? null, list: newOn, comment: comment.trim(), version: screen.version };
      const answer = await runtime.api.call(routes.Studio.save, { params: { gridId }, body, silent: true });
      setComment('');
      await after(answer.version);
    } catch (error) {
      const details = (error as { details?: { problems?: Problem[] } }).details;
      setProblems(details?.problems ?? [{ file: '', pointer: '', message: (error as Error).message }]);
    } finally {
      setBusy(false);
    }
  };

  const rollback = async (version: number) => {
    setBusy(true);
    setSaved(undefined);
    try {
      const answer = await runtime.api.call(routes.Studio.rollback, { params: { gridId }, body: { scope, version }, silent: true });
      await after(answer.version, version === 0 && screen?.created);
    } catch (error) {
      setProblems([{ file: '', pointer: '', message: (error as Error).message }]);
    } finally {
      setBusy(false);
    }
  };

  const general = useMemo(() => problems.filter((p) => !/^\/(columns|filters|actions|detail\/columns)\/\d+/.test(p.pointer) && !p.file?.endsWith('menu.json')), [problems]);

  if (failure)
    return (
      <section className="page admin-page" role="alert">
        {failure}
      </section>
    );
  if (!screen || !draft) return <section className="page admin-page">{t('ScreenStudio.loading')}</section>;
  const changed = draft.grid !== screen.grid || draft.menu !== screen.menu;
  const page = (screen.grid.routes as Array<{ path: string }> | undefined)?.[0]?.path;
  // A new screen is named by its title once one is typed, by its id until then.
  const title = screen.created ? draft.texts[runtime.i18n.language]?.[String(draft.grid.title)] || gridId : t(String(screen.grid.title ?? gridId));

  return (
    <section className="page admin-page studio-page" data-testid="studio-page">
      <PageHead title={t('ScreenStudio.title', { screen: title })}>
        <div className="page__tools">
          <span className="admin-hint">
            {newOn ? t('ScreenStudio.newOn', { list: newOn }) : t(scope === 'unit' ? 'ScreenStudio.scopeUnit' : 'ScreenStudio.scopeInstallation', { version: screen.version })}
          </span>
          <Link className="btn btn--small" to={back ?? (screen.version > 0 && page ? `/${page}` : '?')}>
            {t(back || (screen.version > 0 && page) ? 'ScreenStudio.back' : 'ScreenStudio.backToList')}
          </Link>
        </div>
      </PageHead>
      {screen.stale.length > 0 && (
        <p className="studio-problem" role="alert" data-testid="studio-stale">
          {t('ScreenStudio.stale')} {screen.stale.map((p) => `${p.pointer}: ${p.message}`).join('; ')}
        </p>
      )}
      <div className="studio-layout">
        <div className="studio-editor">
          <div className="studio-tabs" role="tablist" aria-label={t('ScreenStudio.pageTitle')}>
            {(['form', 'json'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`studio-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`studio-panel-${name}`}
                className="btn btn--small"
                onClick={() => openTab(name)}
                data-testid={`studio-tab-${name}`}
              >
                {t(name === 'form' ? 'ScreenStudio.tabForm' : 'ScreenStudio.tabJson')}
              </button>
            ))}
          </div>
          {tab === 'form' ? (
            <div role="tabpanel" id="studio-panel-form" aria-labelledby="studio-tab-form">
              <MenuEditor draft={draft} entry={screen.menuEntry} created={screen.created} problems={problems} onChange={setDraft} />
              <ColumnsEditor draft={draft} list={screen.list} problems={problems} onChange={setDraft} />
              {screen.list && <FiltersEditor draft={draft} list={screen.list} problems={problems} onChange={setDraft} />}
              <ActionsEditor draft={draft} available={(screen.shipped.actions ?? []) as StudioAction[]} problems={problems} onChange={setDraft} />
              {draft.grid.detail && <ColumnsEditor draft={draft} list={null} problems={problems} onChange={setDraft} place="detail.columns" />}
            </div>
          ) : (
            <div role="tabpanel" id="studio-panel-json" aria-labelledby="studio-tab-json">
              <p className="admin-hint">{t('ScreenStudio.jsonHint')}</p>
              <Suspense fallback={<p>{t('ScreenStudio.jsonLoading')}</p>}>
                <JsonEditor
                  key={jsonStart.n}
                  text={jsonStart.text}
                  problems={problems}
                  file={screen.file}
                  metaUrl={`${runtime.env.apiBaseUrl || ''}/schemas/meta/grid.schema.json`}
                  label={t('ScreenStudio.tabJson')}
                  onText={onJson}
                />
              </Suspense>
            </div>
          )}
          {general.length > 0 && (
            <ul className="studio-problems" role="alert" data-testid="studio-problems">
              {general.map((p) => (
                <li key={`${p.file ?? ''}${p.pointer}${p.message}`}>
                  {p.file}
                  {p.pointer && `#${p.pointer}`}: {p.message}
                </li>
              ))}
            </ul>
          )}
          <div className="studio-save">
            <label>
              <span>{t('ScreenStudio.comment')}</span>
              <input value={comment} onChange={(e) => setComment(e.target.value)} maxLength={500} data-testid="studio-comment" />
            </label>
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy || !(changed || newOn) || !comment.trim() || problems.length > 0}
              onClick={() => void save()}
              data-testid="studio-save"
            >
              {t('ScreenStudio.save')}
            </button>
            {saved && (
              <span role="status" data-testid="studio-saved">
                {saved}
              </span>
            )}
          </div>
          {!newOn && <HistoryPanel versions={versions} current={screen.version} busy={busy} onRollback={(v) => void rollback(v)} created={screen.created} />}
        </div>
        <div className="studio-preview" aria-label={t('ScreenStudio.preview')} data-testid="studio-preview" role="region">
          {preview && preview.draft.grid.columns.length > 0 && <StudioPreview key={preview.n} grid={preview.draft.grid} />}
        </div>
      </div>
    </section>
  );
}
