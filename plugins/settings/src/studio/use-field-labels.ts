import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@cockpit/core/runtime';
import { fieldLabeller } from './field-labels';
import type { Draft, WordsIn } from './studio-draft';
import type { TextIn } from './texts-in-every-language';

/** The screens the console has on the draft's list, and that list's name. */
function useSameList(draft: Draft) {
  const grids = useRuntime().schemas?.grids;
  const api = (draft.grid.dataSource as { api?: string } | undefined)?.api;
  return { api, grids: useMemo(() => (grids ?? []).flatMap((entry) => (entry.grid ? [entry.grid] : [])), [grids]) };
}

/** The words for the fields of the draft's list in the console's language, from the screens the console has on the same list. */
export function useFieldLabels(draft: Draft): (field: string) => string {
  const { t, i18n } = useTranslation();
  const { api, grids } = useSameList(draft);
  return useMemo(() => fieldLabeller(grids, api, (key) => (i18n.exists(key) ? t(key) : undefined)), [grids, api, t, i18n]);
}

/**
 * The same words in each language the studio writes (a new column's or filter's first label): a
 * Danish user adding "materialName" gets "Materialenavn" in Danish and "Material name" in English,
 * not the field's name in words in all three. `textIn` reads every language's catalogue
 * (useTextsInEveryLanguage); until a language is read, its fallback's words stand in.
 */
export function useFieldWordsIn(draft: Draft, textIn: TextIn): WordsIn {
  const { i18n } = useTranslation();
  const { api, grids } = useSameList(draft);
  return useMemo(() => {
    const byLanguage = new Map<string, (field: string) => string>();
    return (field, language) => {
      let words = byLanguage.get(language);
      if (!words) {
        words = fieldLabeller(grids, api, (key) => (i18n.exists(key, { lng: language }) ? textIn(key, language) : undefined));
        byLanguage.set(language, words);
      }
      return words(field);
    };
  }, [grids, api, i18n, textIn]);
}
