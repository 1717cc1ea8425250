/** The cookies: user info, business unit, default language, backend url, picture. */
export const COOKIE_NAMES = {
  userInfo: 'cockpit_user',
  businessUnit: 'cockpit_business_unit',
  defaultLanguage: 'cockpit_default_language',
  backendUrl: 'cockpit_backend_url',
  picture: 'cockpit_picture',
} as const;

export type CookieName = keyof typeof COOKIE_NAMES;

export function setCookie(doc: Document, name: CookieName, value: string, days = 30): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  doc.cookie = `${COOKIE_NAMES[name]}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function getCookie(doc: Document, name: CookieName): string | undefined {
  const prefix = `${COOKIE_NAMES[name]}=`;
  const found = doc.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** Logout clears everything; the default language stays so the sign-in screen keeps speaking it. */
export function clearSessionCookies(doc: Document): void {
  for (const name of ['userInfo', 'businessUnit', 'backendUrl', 'picture'] as CookieName[]) {
    doc.cookie = `${COOKIE_NAMES[name]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
