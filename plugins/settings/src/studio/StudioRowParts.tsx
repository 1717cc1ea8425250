import { useTranslation } from 'react-i18next';
import { LANGUAGES, isStudioKey, type Texts } from './studio-draft';
import type { TextIn } from './texts-in-every-language';

export interface Problem {
  file?: string;
  pointer: string;
  message: string;
}

/**
 * A label's text in every language: the studio's own key shows its texts; a shipped key shows its
 * words in each field's own language (as the value in the console's language, as the placeholder in
 * the others), and the first change takes it over.
 */
export function LabelInputs({
  label,
  texts,
  name,
  textIn,
  onText,
}: {
  label: string | undefined;
  texts: Texts;
  name: string;
  /** A shipped key's words in a language (each field shows its own language's words). */
  textIn: TextIn;
  onText(language: string, text: string): void;
}) {
  const { t, i18n } = useTranslation();
  const own = isStudioKey(label);
  return (
    <>
      {LANGUAGES.map((lang) => (
        <label key={lang} className="studio-label">
          <span>{lang}</span>
          <input
            value={own ? (texts[lang]?.[label!] ?? '') : lang === i18n.language && label ? textIn(label, lang) : ''}
            placeholder={!own && label ? textIn(label, lang) : ''}
            aria-label={t('ScreenStudio.labelIn', { field: name, language: lang })}
            onChange={(e) => onText(lang, e.target.value)}
          />
        </label>
      ))}
    </>
  );
}

/** The problems the server found at a row, read out where they are. */
export function RowProblems({ problems }: { problems: readonly Problem[] }) {
  return (
    <>
      {problems.map((p) => (
        <span key={p.pointer + p.message} className="studio-problem" role="alert">
          {p.pointer}: {p.message}
        </span>
      ))}
    </>
  );
}

/** Move up, move down and remove, each named for the row it acts on. */
export function RowButtons({ name, index, count, onMove, onRemove }: { name: string; index: number; count: number; onMove?(to: number): void; onRemove?(): void }) {
  const { t } = useTranslation();
  return (
    <span className="studio-buttons">
      {onMove && (
        <>
          <button type="button" className="btn btn--small" onClick={() => onMove(index - 1)} disabled={index === 0} aria-label={t('ScreenStudio.moveUp', { field: name })}>
            ↑
          </button>
          <button
            type="button"
            className="btn btn--small"
            onClick={() => onMove(index + 1)}
            disabled={index === count - 1}
            aria-label={t('ScreenStudio.moveDown', { field: name })}
          >
            ↓
          </button>
        </>
      )}
      {onRemove && (
        <button type="button" className="btn btn--small" onClick={onRemove} aria-label={t('ScreenStudio.remove', { field: name })}>
          ✕
        </button>
      )}
    </span>
  );
}

/** Alt+↑ / Alt+↓ anywhere in a row moves it (the keyboard's way to drag). */
export function reorderKey(e: React.KeyboardEvent, index: number, move: (from: number, to: number) => void): void {
  if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
  e.preventDefault();
  move(index, index + (e.key === 'ArrowUp' ? -1 : 1));
}

/** Keys that stay with an item while it moves (so focus stays in the row being moved). */
export function stableKeys(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const k = seen.get(n) ?? 0;
    seen.set(n, k + 1);
    return k ? `${n}#${k}` : n;
  });
}
