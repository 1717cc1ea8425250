import type { StudioScope } from '@cockpit/contracts';
import { isGlobalAdmin } from '@cockpit/core/permissions';
import { useSession } from '@cockpit/core/runtime';
import type { MenuEntry } from './MenuEditor';
import type { Problem } from './StudioRowParts';
import { LANGUAGES, usedTexts, type Draft, type ListContract, type Texts } from './studio-draft';

/** A screen as the studio route answers it. */
export interface Screen {
  gridId: string;
  file: string;
  version: number;
  created: boolean;
  grid: Draft['grid'];
  shipped: Draft['grid'];
  texts: Texts;
  menu: Draft['menu'];
  menuEntry: MenuEntry | null;
  list: ListContract | null;
  stale: Problem[];
}

/** Every language gets a text for every label the draft uses: an empty one takes another language's. */
export function completeTexts(draft: Draft): Texts {
  const texts = usedTexts(draft);
  const keys = new Set(LANGUAGES.flatMap((lang) => Object.keys(texts[lang])));
  for (const key of keys) {
    const any = LANGUAGES.map((lang) => texts[lang][key]).find((text) => text?.trim());
    for (const lang of LANGUAGES) if (!texts[lang][key]?.trim() && any) texts[lang][key] = any;
  }
  return texts;
}

/** A unit's screens when the unit has the studio; the installation's base screens for a global administrator otherwise. */
export function useStudioScope(): StudioScope {
  const features = useSession((s) => s.features);
  const global = isGlobalAdmin(useSession((s) => s.roles));
  return features.includes('ScreenStudio') ? 'unit' : global ? 'installation' : 'unit';
}
