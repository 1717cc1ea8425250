import { useTranslation } from 'react-i18next';
import { iconNames } from '@cockpit/core/icons';
import { Icon } from '@cockpit/core/shell';
import { LabelInputs, RowProblems, type Problem } from './StudioRowParts';
import { setMenuLabel, setTitle, type Draft } from './studio-draft';
import { Options } from '@cockpit/core/inputs';
import { useTextsInEveryLanguage } from './texts-in-every-language';

export interface MenuEntry {
  routeName: string;
  displayName: string;
  icon?: string;
  order: number;
}

/**
 * The screen's title and its entry in the left menu: label per language, icon (one of the icons
 * the console draws, checked by the server as the menu file is) and place. A screen the studio
 * added gets an entry of its own; a shipped screen's entry is changed in place.
 */
export function MenuEditor({
  draft,
  entry,
  created,
  problems,
  onChange,
}: {
  draft: Draft;
  entry: MenuEntry | null;
  created: boolean;
  problems: Problem[];
  onChange(next: Draft): void;
}) {
  const { t } = useTranslation();
  const shown = useTextsInEveryLanguage();
  const menu = draft.menu ?? null;
  const icon = menu?.icon ?? entry?.icon ?? '';
  const order = menu?.order ?? entry?.order;
  const label = menu?.label ?? entry?.displayName ?? (created ? draft.grid.title : undefined);
  const own = problems.filter((p) => p.file?.endsWith('menu.json') || p.pointer === '/title');
  if (!entry && !created) return null;
  return (
    <fieldset className="studio-section" data-testid="studio-menu">
      <legend>{t('ScreenStudio.menu')}</legend>
      {created && (
        <div className="studio-row">
          <strong className="studio-field">{t('ScreenStudio.screenTitle')}</strong>
          <LabelInputs
            textIn={shown}
            label={draft.grid.title}
            texts={draft.texts}
            name={t('ScreenStudio.screenTitle')}
            onText={(lang, text) => onChange(setTitle(draft, lang, text, shown))}
          />
        </div>
      )}
      <div className="studio-row">
        <strong className="studio-field">{t('ScreenStudio.menuLabel')}</strong>
        <LabelInputs
          textIn={shown}
          label={label}
          texts={draft.texts}
          name={t('ScreenStudio.menuLabel')}
          onText={(lang, text) => onChange(setMenuLabel(draft, label, lang, text, shown))}
        />
      </div>
      <div className="studio-row">
        <label>
          <span>{t('ScreenStudio.icon')}</span>
          <select value={icon} onChange={(e) => onChange({ ...draft, menu: { ...menu, icon: e.target.value || undefined } })} data-testid="studio-menu-icon">
            {!icon && <option value="">{t('ScreenStudio.noIcon')}</option>}
            <Options items={iconNames()} />
          </select>
        </label>
        {icon && (
          <span className="studio-icon" aria-hidden="true">
            <Icon name={icon} size={22} />
          </span>
        )}
        <label>
          <span>{t('ScreenStudio.order')}</span>
          <input
            type="number"
            min={0}
            max={10000}
            value={order ?? ''}
            onChange={(e) => onChange({ ...draft, menu: { ...menu, order: e.target.value === '' ? undefined : Number(e.target.value) } })}
          />
        </label>
        <RowProblems problems={own} />
      </div>
    </fieldset>
  );
}
