import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '@cockpit/core/runtime';
import { fieldLabeller } from './field-labels';
import type { Draft } from './studio-draft';

/** The words for the fields of the draft's list, from the screens the console has on the same list. */
export function useFieldLabels(draft: Draft): (field: string) => string {
  const runtime = useRuntime();
  const { t, i18n } = useTranslation();
  const api = (draft.grid.dataSource as { api?: string } | undefined)?.api;
  const grids = runtime.schemas?.grids;
  return useMemo(
    () =>
      fieldLabeller(
        (grids ?? []).flatMap((entry) => (entry.grid ? [entry.grid] : [])),
        api,
        (key) => (i18n.exists(key) ? t(key) : undefined),
      ),
    [grids, api, t, i18n],
  );
}
