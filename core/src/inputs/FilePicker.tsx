import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './file-picker.css';

export interface FilePickerProps {
  accept?: string;
  disabled?: boolean;
  /** The chosen file, or undefined when the choice was cleared. */
  onFile(file: File | undefined): void;
  /** test id of the (hidden) file input, so tests can set files on it. */
  testId?: string;
  name?: string;
  /** The field's label, read by screen readers with the button. */
  label?: string;
  /** Clear the input after each choice, so the same file can be chosen again (uploads). */
  resetAfterChoice?: boolean;
}

/**
 * A file choice in the user's language: the browser's own file input says "Choose File / No file
 * chosen" in the browser's language, not the user's, so it is hidden behind a translated button
 * and the chosen file's name (Common.chooseFile, Common.noFileChosen).
 */
export function FilePicker({ accept, disabled, onFile, testId, name, label, resetAfterChoice }: FilePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string>();
  const nameId = useId();
  return (
    <span className="file-picker">
      <button
        type="button"
        className="btn"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={nameId}
        aria-label={label ? `${label}: ${t('Common.chooseFile')}` : undefined}
      >
        {t('Common.chooseFile')}
      </button>
      <span id={nameId} className="file-picker__name">
        {fileName ?? t('Common.noFileChosen')}
      </span>
      <input
        ref={input}
        type="file"
        hidden
        name={name}
        accept={accept}
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          setFileName(file?.name);
          onFile(file);
          if (resetAfterChoice) e.target.value = '';
        }}
      />
    </span>
  );
}
