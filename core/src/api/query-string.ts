/** A query value: a list is sent as the parameter repeated (ids=1&ids=2); empty values are left out. */
export type QueryValue = string | number | boolean | null | undefined | Array<string | number | boolean>;

export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
