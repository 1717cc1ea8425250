/** The address parameter that selects a view (?custom-view=name). */
export const CUSTOM_VIEW_PARAM = 'custom-view';

export function viewNameFromParams(params: URLSearchParams): string | undefined {
  const name = params.get(CUSTOM_VIEW_PARAM)?.trim();
  return name ? name : undefined;
}

/** Switching views drops custom-view, together with toDate. */
export function paramsAfterSwitch(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(CUSTOM_VIEW_PARAM);
  next.delete('toDate');
  return next;
}

/** After saving, the page reloads on the saved view. */
export function paramsAfterSave(params: URLSearchParams, name: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(CUSTOM_VIEW_PARAM, name);
  return next;
}
