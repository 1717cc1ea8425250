import type { TFunction } from 'i18next';
import catalogueKeys from './grid-locale-keys.json';

/**
 * AG Grid's own texts (pagination, loading, selection announcements) from our catalogues
 * (schemas/i18n/<lang>/AgGrid.json), so that the grid speaks the user's language like the rest.
 */
export function gridLocaleText(t: TFunction): Record<string, string> {
  return Object.fromEntries((catalogueKeys as string[]).map((key) => [key, t(`AgGrid.${key}`)]));
}
