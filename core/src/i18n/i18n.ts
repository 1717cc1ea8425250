import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Catalogue = { [key: string]: string | Catalogue };
export type CatalogueLoader = (languageCode: string) => Promise<Catalogue>;

export const DEFAULT_LANGUAGE = 'en-GB';
/** The console's languages. */
export const CONSOLE_LANGUAGES = ['en-GB', 'da-DK', 'nb-NO'];

/**
 * A missing translation shows the key with a leading # for dotted keys, else the key itself;
 * a call that gives a defaultValue (e.g. the server's message when no
 * Errors.<code> key exists) shows that instead.
 */
export function missingKeyText(key: string, defaultValue?: string): string {
  if (typeof defaultValue === 'string') return defaultValue;
  return key.includes('.') ? `#${key}` : key;
}

/**
 * i18next with catalogues from the Localization API. The first loaded language becomes active;
 * en-GB is loaded too, as the fallback for catalogues that only cover the sign-in screen.
 */
/** Emitted on the i18next instance once texts read later (the whole catalogues) are in. */
export const TEXTS_COMPLETED = 'textsCompleted';

export async function createI18n(load: CatalogueLoader, language: string): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    parseMissingKeyHandler: missingKeyText,
    // The whole catalogue, read after a page's first-screen part, shows at once: the components that
    // read texts render again on TEXTS_COMPLETED. Not on every added text ('added'): the studio adds
    // its labels while it renders, and each addition would render it again, without end.
    react: { useSuspense: false, bindI18n: `languageChanged ${TEXTS_COMPLETED}` },
  });
  // The page's language follows the user's, so screen readers pronounce it (WCAG 3.1.1).
  const markPage = (lng: string) => typeof document !== 'undefined' && document.documentElement.setAttribute('lang', lng);
  markPage(language);
  instance.on('languageChanged', markPage);
  // The fallback is asked for beside the user's language, not after it: one round, not two.
  const own = loadLanguage(instance, load, language);
  const fallback = language !== DEFAULT_LANGUAGE ? loadLanguage(instance, load, DEFAULT_LANGUAGE).catch(() => undefined) : undefined;
  await Promise.all([own, fallback]);
  return instance;
}

export async function loadLanguage(instance: I18n, load: CatalogueLoader, language: string): Promise<void> {
  const catalogue = await load(language);
  instance.addResourceBundle(language, 'translation', catalogue, true, true);
}

/** Loads the language's catalogue (again, so edits show) and makes it the active one. */
export async function switchLanguage(instance: I18n, load: CatalogueLoader, language: string): Promise<void> {
  await loadLanguage(instance, load, language);
  await instance.changeLanguage(language);
}
