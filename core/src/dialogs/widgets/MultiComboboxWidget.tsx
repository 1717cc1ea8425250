import { useMemo, useState } from 'react';
import { useCombobox, useMultipleSelection } from 'downshift';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { filterChoices, type Choice } from './choices';

const { stateChangeTypes: comboboxChanges } = useCombobox;
const { stateChangeTypes: selectionChanges } = useMultipleSelection;

/** The options drawn at most: type to narrow (as the single combobox). */
const MAX_DRAWN = 200;

/**
 * A searchable multiple choice for rjsf (downshift's useMultipleSelection with useCombobox, the
 * WAI-ARIA combobox pattern): the chosen options stand as chips before the text field; typing
 * narrows the options not chosen yet; Enter or a click adds one and keeps the list open for the
 * next; Backspace in an empty field, or Delete / Backspace on a chip (ArrowLeft reaches the chips),
 * removes one. Long multiple choices (create inventory's 330 locations) get it automatically
 * (./choice-widgets.ts), or a field asks for it with "ui:widget": "multiCombobox".
 */
export function MultiComboboxWidget({ id, value, onChange, onBlur, onFocus, options, disabled, readonly, placeholder, rawErrors, autofocus, label }: WidgetProps) {
  const { t } = useTranslation();
  const choices = useMemo<Choice[]>(() => ((options.enumOptions ?? []) as Choice[]).filter((c) => c.value !== undefined), [options.enumOptions]);
  const values = useMemo<unknown[]>(() => (Array.isArray(value) ? value : []), [value]);
  const selectedItems = useMemo(() => {
    const byValue = new Map(choices.map((c) => [c.value, c]));
    return values.map((v) => byValue.get(v) ?? { value: v, label: String(v) });
  }, [choices, values]);
  const [input, setInput] = useState('');
  const items = useMemo(() => {
    const chosen = new Set(values);
    return filterChoices(
      choices.filter((c) => !chosen.has(c.value)),
      input,
    ).slice(0, MAX_DRAWN);
  }, [choices, values, input]);
  const off = disabled || readonly;

  const selection = useMultipleSelection<Choice>({
    selectedItems,
    itemToKey: (c) => String(c?.value),
    onStateChange: ({ selectedItems: next, type }) => {
      switch (type) {
        case selectionChanges.SelectedItemKeyDownBackspace:
        case selectionChanges.SelectedItemKeyDownDelete:
        case selectionChanges.DropdownKeyDownBackspace:
        case selectionChanges.FunctionRemoveSelectedItem:
          onChange((next ?? []).map((c) => c.value));
          break;
      }
    },
  });
  const combobox = useCombobox<Choice>({
    id: `${id}-combobox`,
    inputId: id,
    items,
    itemToString: (c) => c?.label ?? '',
    itemToKey: (c) => String(c?.value),
    inputValue: input,
    selectedItem: null,
    defaultHighlightedIndex: 0,
    stateReducer: (state, { changes, type }) => {
      switch (type) {
        case comboboxChanges.InputKeyDownEnter:
        case comboboxChanges.ItemClick:
          // Stay open on the same place for the next choice.
          return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex, inputValue: '' };
        case comboboxChanges.InputBlur:
          // Tab or a click elsewhere chooses nothing (a multiple choice adds only on purpose).
          return { ...changes, selectedItem: null, inputValue: '' };
        default:
          return changes;
      }
    },
    onStateChange: ({ inputValue, type, selectedItem }) => {
      switch (type) {
        case comboboxChanges.InputKeyDownEnter:
        case comboboxChanges.ItemClick:
          if (selectedItem) onChange([...values, selectedItem.value]);
          setInput('');
          break;
        case comboboxChanges.InputChange:
          setInput(inputValue ?? '');
          break;
        case comboboxChanges.InputBlur:
          setInput('');
          break;
      }
    },
  });
  const invalid = Boolean(rawErrors?.length);
  return (
    <div className={`combobox combobox--multiple${off ? ' combobox--disabled' : ''}`}>
      <div className="combobox__field">
        {selectedItems.length > 0 && (
          <ul className="combobox__chips" aria-label={t('Common.chosenCount', { count: selectedItems.length })}>
            {selectedItems.map((item, index) => (
              <li key={String(item.value)} className="combobox__chip" {...selection.getSelectedItemProps({ selectedItem: item, index })}>
                {item.label}
                <button
                  type="button"
                  className="combobox__chip-remove"
                  tabIndex={-1}
                  disabled={off}
                  aria-label={t('Common.removeChoice', { label: item.label })}
                  title={t('Common.removeChoice', { label: item.label })}
                  onClick={(e) => {
                    e.stopPropagation();
                    selection.removeSelectedItem(item);
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          className="combobox__input"
          {...combobox.getInputProps(
            selection.getDropdownProps({
              onBlur: () => onBlur(id, value),
              onFocus: () => onFocus(id, value),
              disabled: off,
              placeholder: placeholder || t('Common.typeToSearch'),
              autoFocus: autofocus,
              'aria-invalid': invalid || undefined,
              // Backspace and ArrowLeft reach the chips only from the start of the text, so they
              // may while the list is open too (downshift's example blocks them then).
              preventKeyAction: false,
            }),
          )}
        />
        <button type="button" className="combobox__toggle" {...combobox.getToggleButtonProps({ disabled: off })} aria-label={t('Common.showChoices')}>
          ▾
        </button>
      </div>
      <ul className="combobox__menu" {...combobox.getMenuProps({ 'aria-label': label || undefined })} hidden={!combobox.isOpen}>
        {combobox.isOpen && items.length === 0 && <li className="combobox__empty">{t('Common.noMatches')}</li>}
        {combobox.isOpen &&
          items.map((item, index) => (
            <li
              key={String(item.value)}
              className={`combobox__option${combobox.highlightedIndex === index ? ' combobox__option--active' : ''}`}
              {...combobox.getItemProps({ item, index })}
            >
              {item.label}
            </li>
          ))}
      </ul>
    </div>
  );
}
