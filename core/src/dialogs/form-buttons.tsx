import type { TFunction } from 'i18next';
import { englishStringTranslator, TranslatableString, type IconButtonProps } from '@rjsf/utils';

/** rjsf's button titles in the user's language (Form.*); other rjsf texts stay rjsf's own. */
const BUTTON_KEYS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddButton]: 'Form.add',
  [TranslatableString.AddItemButton]: 'Form.add',
  [TranslatableString.RemoveButton]: 'Form.remove',
  [TranslatableString.MoveUpButton]: 'Form.moveUp',
  [TranslatableString.MoveDownButton]: 'Form.moveDown',
  [TranslatableString.CopyButton]: 'Form.copy',
};

/** The translateString of rjsf's registry: the array buttons' titles (their accessible names) translated. */
export function formStrings(t: TFunction) {
  return (key: TranslatableString, params?: string[]) => {
    const own = BUTTON_KEYS[key];
    return own ? String(t(own)) : englishStringTranslator(key, params);
  };
}

/**
 * The array's add button: rjsf's core theme draws an icon alone ("+"), which says nothing to a
 * screen reader in the user's language; this one carries its translated label as text too.
 */
export function AddButton({ id, className, onClick, disabled, registry }: IconButtonProps) {
  const label = registry.translateString(TranslatableString.AddButton);
  return (
    <button type="button" id={id} className={`btn btn-add ${className ?? ''}`} onClick={onClick} disabled={disabled} aria-label={label}>
      <span aria-hidden="true">+ </span>
      {label}
    </button>
  );
}

/**
 * An array item's remove button: rjsf's draws an icon whose "×" (CSS) became its accessible name;
 * this one is named by its translated title and keeps the icon for the eye.
 */
export function RemoveButton({ id, className, onClick, disabled, registry }: IconButtonProps) {
  const label = registry.translateString(TranslatableString.RemoveButton);
  return (
    <button type="button" id={id} className={`btn btn-danger ${className ?? ''}`} onClick={onClick} disabled={disabled} title={label} aria-label={label}>
      <i className="glyphicon glyphicon-remove" aria-hidden="true" />
    </button>
  );
}
