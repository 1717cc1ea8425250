import { useMemo, useState } from 'react';
import { useCombobox } from 'downshift';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { filterChoices, type Choice } from './choices';

/**
 * A searchable single choice for rjsf (downshift's useCombobox: the WAI-ARIA combobox pattern).
 * Typing narrows the options; arrow keys move, Enter chooses, Escape closes. Long choice lists
 * (a warehouse's 330 locations) get it automatically (./choice-widgets.ts), or a field asks for it
 * with "ui:widget": "combobox".
 */
export function ComboboxWidget({ id, value, onChange, onBlur, onFocus, options, disabled, readonly, required, placeholder, rawErrors, autofocus, label }: WidgetProps) {
  const { t } = useTranslation();
  const choices = useMemo<Choice[]>(() => ((options.enumOptions ?? []) as Choice[]).filter((c) => c.value !== undefined), [options.enumOptions]);
  const selected = choices.find((c) => c.value === value) ?? null;
  const [input, setInput] = useState(selected?.label ?? '');
  const items = useMemo(() => filterChoices(choices, input, selected?.label), [choices, input, selected?.label]);
  const combobox = useCombobox<Choice>({
    id: `${id}-combobox`,
    inputId: id,
    items,
    selectedItem: selected,
    itemToString: (c) => c?.label ?? '',
    inputValue: input,
    onInputValueChange: ({ inputValue }) => setInput(inputValue ?? ''),
    onSelectedItemChange: ({ selectedItem }) => {
      onChange(selectedItem ? selectedItem.value : undefined);
      setInput(selectedItem?.label ?? '');
    },
    onIsOpenChange: ({ isOpen }) => {
      // Leaving with text that chose nothing: show the choice again (or empty).
      if (!isOpen) setInput(selected?.label ?? '');
    },
  });
  const invalid = Boolean(rawErrors?.length);
  return (
    <div className="combobox">
      <input
        className="combobox__input"
        {...combobox.getInputProps({
          onBlur: () => onBlur(id, value),
          onFocus: () => onFocus(id, value),
          disabled: disabled || readonly,
          placeholder: placeholder || t('Common.typeToSearch'),
          required,
          autoFocus: autofocus,
          'aria-invalid': invalid || undefined,
        })}
      />
      <button type="button" className="combobox__toggle" {...combobox.getToggleButtonProps({ disabled: disabled || readonly })} aria-label={t('Common.showChoices')}>
        ▾
      </button>
      <ul className="combobox__menu" {...combobox.getMenuProps({ 'aria-label': label || undefined })} hidden={!combobox.isOpen}>
        {combobox.isOpen && items.length === 0 && <li className="combobox__empty">{t('Common.noMatches')}</li>}
        {combobox.isOpen &&
          items.slice(0, 200).map((item, index) => (
            <li
              key={String(item.value)}
              className={`combobox__option${combobox.highlightedIndex === index ? ' combobox__option--active' : ''}${item.value === value ? ' combobox__option--selected' : ''}`}
              {...combobox.getItemProps({ item, index })}
            >
              {item.label}
            </li>
          ))}
      </ul>
    </div>
  );
}
