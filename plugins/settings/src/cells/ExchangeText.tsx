import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellRendererProps } from '@cockpit/core/plugin';

/** JSON shown indented; anything else as it is. */
export function readable(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * A request or response part of an integration record (headers or body) in the detail view: one
 * line in the grid, and the whole text, indented, in a dialog of its own.
 */
export function ExchangeText({ value }: CellRendererProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const text = typeof value === 'string' ? value : '';
  if (!text) return <span className="admin-hint">—</span>;
  return (
    <span className="exchange-text">
      <span className="exchange-text__preview" title={text.slice(0, 500)}>
        {text}
      </span>
      <button type="button" className="btn" onClick={() => dialog.current?.showModal()} data-testid="exchange-open">
        {t('SettingsPages.exchange.show')}
      </button>
      <dialog ref={dialog} className="exchange-dialog" onClick={(e) => e.target === dialog.current && dialog.current.close()}>
        <pre data-testid="exchange-content">{readable(text)}</pre>
        <div className="admin-actions">
          <button type="button" className="btn" onClick={() => void navigator.clipboard?.writeText(text)}>
            {t('SettingsPages.exchange.copy')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => dialog.current?.close()}>
            {t('Common.close')}
          </button>
        </div>
      </dialog>
    </span>
  );
}
