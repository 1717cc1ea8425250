import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isGlobalAdmin } from '@cockpit/core/permissions';
import { useRuntime, useSession } from '@cockpit/core/runtime';
import { schemasFromBundle, type SchemaBundle } from '@cockpit/core/schema-store';
import { ColumnsEditor } from './ColumnsEditor';
import { FiltersEditor } from './FiltersEditor';
import { HistoryPanel, type StudioVersion } from './HistoryPanel';
import { ScreenChooser } from './ScreenChooser';
import { StudioPreview } from './StudioPreview';
import { LANGUAGES, usedTexts, type Draft, type ListContract, type Texts } from './studio-draft';
import '../settings-admin.css';
import './studio.css';

interface Problem {
  file: string;
  pointer: string;
  message: string;
}
interface Screen {
  gridId: string;
  version: number;
  grid: Draft['grid'];
  texts: Texts;
  list: ListContract | null;
  stale: Problem[];
}

/** Every language gets a text for every label the draft uses: an empty one takes another language's. */
function completeTexts(draft: Draft): Texts {
  const texts = usedTexts(draft);
  const keys = new Set(LANGUAGES.flatMap((lang) => Object.keys(texts[lang])));
  for (const key of keys) {
    const any = LANGUAGES.map((lang) => texts[lang][key]).find((text) => text?.trim());
    for (const lang of LANGUAGES) if (!texts[lang][key]?.trim() && any) texts[lang][key] = any;
  }
  return texts;
}

/**
 * The screen studio: a grid's columns and page filters in a form, checked by the server as you
 * edit (the same validator as the files, and the list's contract), the real grid on the unit's
 * rows beside it (an invalid draft keeps the last valid preview), save with a comment, history with
 * the changes of each version, rollback.
 */
export function StudioPage() {
  const [params] = useSearchParams();
  const gridId = params.get('grid');
  return gridId ? <ScreenStudio key={gridId} gridId={gridId} /> : <ScreenChooser />;
}

function ScreenStudio({ gridId }: { gridId: string }) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = params.get('back');
  const features = useSession((s) => s.features);
  const global = isGlobalAdmin(useSession((s) => s.roles));
  const scope = features.includes('ScreenStudio') ? 'unit' : global ? 'installation' : 'unit';

  const [screen, setScreen] = useState<Screen>();
  const [failure, setFailure] = useState<string>();
  const [draft, setDraft] = useState<Draft>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [preview, setPreview] = useState<{ draft: Draft; n: number }>();
  const [versions, setVersions] = useState<StudioVersion[]>([]);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string>();

  const load = useCallback(async () => {
    try {
      const [s, v] = await Promise.all([
        runtime.api.call<Screen>('Studio.screen', { params: { gridId }, query: { scope }, silent: true }),
        runtime.api.call<StudioVersion[]>('Studio.versions', { params: { gridId }, query: { scope }, silent: true }),
      ]);
      setScreen(s);
      setVersions(v);
      const first = { grid: s.grid, texts: s.texts };
      setDraft(first);
      setPreview((p) => ({ draft: first, n: (p?.n ?? 0) + 1 }));
      setProblems([]);
    } catch (error) {
      setFailure((error as Error).message);
    }
  }, [runtime, gridId, scope]);

  useEffect(() => {
    void load();
  }, [load]);

  // The studio's own labels are known to the preview as they are typed.
  useEffect(() => {
    if (!preview) return;
    for (const lang of LANGUAGES) runtime.i18n.addResources(lang, 'translation', preview.draft.texts[lang] ?? {});
  }, [preview, runtime]);

  // Each change is checked by the server a moment after typing stops; a valid draft becomes the preview.
  useEffect(() => {
    if (!draft || !screen || draft.grid === screen.grid) return;
    const timer = setTimeout(() => {
      const texts = completeTexts(draft);
      void runtime.api
        .call<{ problems: Problem[] }>('Studio.check', { params: { gridId }, body: { scope, grid: draft.grid, texts }, silent: true })
        .then((answer) => {
          setProblems(answer.problems);
          if (!answer.problems.length) setPreview((p) => ({ draft: { grid: draft.grid, texts }, n: (p?.n ?? 0) + 1 }));
        })
        .catch((error: Error) => setProblems([{ file: '', pointer: '', message: error.message }]));
    }, 400);
    return () => clearTimeout(timer);
  }, [draft, screen, runtime, gridId, scope]);

  const refreshSchemas = useCallback(async () => {
    const bundle = await runtime.api.call<SchemaBundle>('Schemas.bundle', { silent: true }).catch(() => undefined);
    if (bundle) runtime.setSchemas(schemasFromBundle(bundle));
  }, [runtime]);

  const save = async () => {
    if (!draft || !screen) return;
    setBusy(true);
    setSaved(undefined);
    try {
      const answer = await runtime.api.call<{ version: number }>('Studio.save', {
        params: { gridId },
        body: { scope, grid: draft.grid, texts: completeTexts(draft), comment: comment.trim(), version: screen.version },
        silent: true,
      });
      setComment('');
      setSaved(t('ScreenStudio.saved', { version: answer.version }));
      await Promise.all([load(), refreshSchemas()]);
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
      const answer = await runtime.api.call<{ version: number }>('Studio.rollback', { params: { gridId }, body: { scope, version }, silent: true });
      setSaved(t('ScreenStudio.saved', { version: answer.version }));
      await Promise.all([load(), refreshSchemas()]);
    } catch (error) {
      setProblems([{ file: '', pointer: '', message: (error as Error).message }]);
    } finally {
      setBusy(false);
    }
  };

  const general = useMemo(() => problems.filter((p) => !/^\/(columns|filters)\/\d+/.test(p.pointer)), [problems]);

  if (failure)
    return (
      <section className="page admin-page" role="alert">
        {failure}
      </section>
    );
  if (!screen || !draft) return <section className="page admin-page">{t('ScreenStudio.loading')}</section>;
  const list = screen.list ?? { name: '', fields: {} };
  const changed = draft.grid !== screen.grid;

  return (
    <section className="page admin-page studio-page" data-testid="studio-page">
      <header className="page__head">
        <h1 className="page__title">{t('ScreenStudio.title', { screen: t(String(screen.grid.title ?? gridId)) })}</h1>
        <div className="page__tools">
          <span className="admin-hint">{t(scope === 'unit' ? 'ScreenStudio.scopeUnit' : 'ScreenStudio.scopeInstallation', { version: screen.version })}</span>
          <Link className="btn btn--small" to={back ?? `/${String((screen.grid.routes as Array<{ path: string }>)[0]?.path ?? '')}`}>
            {t('ScreenStudio.back')}
          </Link>
        </div>
      </header>
      {screen.stale.length > 0 && (
        <p className="studio-problem" role="alert">
          {t('ScreenStudio.stale')} {screen.stale.map((p) => `${p.pointer}: ${p.message}`).join('; ')}
        </p>
      )}
      <div className="studio-layout">
        <div className="studio-editor">
          <ColumnsEditor draft={draft} list={list} problems={problems} onChange={setDraft} />
          <FiltersEditor draft={draft} list={list} problems={problems} onChange={setDraft} />
          {general.length > 0 && (
            <ul className="studio-problems" role="alert" data-testid="studio-problems">
              {general.map((p) => (
                <li key={p.file + p.pointer + p.message}>
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
              disabled={busy || !changed || !comment.trim() || problems.length > 0}
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
          <HistoryPanel versions={versions} current={screen.version} busy={busy} onRollback={(v) => void rollback(v)} />
        </div>
        <div className="studio-preview" aria-label={t('ScreenStudio.preview')} data-testid="studio-preview">
          {preview && <StudioPreview key={preview.n} grid={preview.draft.grid} />}
        </div>
      </div>
    </section>
  );
}
