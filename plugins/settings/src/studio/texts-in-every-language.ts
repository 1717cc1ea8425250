import { useEffect, useState } from 'react';
import { loadLanguage } from '@cockpit/core/i18n';
import { useRuntime, type CockpitRuntime } from '@cockpit/core/runtime';
import { LANGUAGES } from './studio-draft';

type I18n = CockpitRuntime['i18n'];

/** A shipped label's words in one of the studio's languages. */
export type TextIn = (key: string, language: string) => string;

const textsOf =
  (i18n: I18n): TextIn =>
  (key, language) =>
    i18n.getFixedT(language)(key);

/** Every language's catalogue, read once per console (the editors of one studio page share it). */
const reading = new WeakMap<I18n, Promise<unknown>>();

/**
 * A shipped label's words in each language the studio edits: a label field shows its own language's
 * words, not the console's. The console holds only its own language's texts (and the fallback's),
 * so every language's catalogue is read when the studio opens; until then a language not read yet
 * shows the fallback's words.
 */
export function useTextsInEveryLanguage(): TextIn {
  const runtime = useRuntime();
  const [textIn, setTextIn] = useState<TextIn>(() => textsOf(runtime.i18n));
  useEffect(() => {
    let live = true;
    let all = reading.get(runtime.i18n);
    if (!all) {
      all = Promise.all(LANGUAGES.map((language) => loadLanguage(runtime.i18n, runtime.loadCatalogue, language).catch(() => undefined)));
      reading.set(runtime.i18n, all);
    }
    void all.then(() => {
      if (live) setTextIn(() => textsOf(runtime.i18n));
    });
    return () => {
      live = false;
    };
  }, [runtime]);
  return textIn;
}
