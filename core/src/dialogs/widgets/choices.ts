/** One option of a choice field (rjsf's enumOptions). */
export interface Choice {
  value: unknown;
  label: string;
}

/**
 * The options that match what was typed: every word of the text appears in the label (any order,
 * any case), labels starting with the text first. The chosen option's own label (shown in the
 * field) filters nothing, so opening the list shows every option.
 */
export function filterChoices(choices: readonly Choice[], text: string, chosenLabel?: string): Choice[] {
  const query = text.trim().toLocaleLowerCase();
  if (!query || text === chosenLabel) return choices as Choice[];
  const words = query.split(/\s+/);
  const hits = choices.filter((c) => {
    const label = c.label.toLocaleLowerCase();
    return words.every((w) => label.includes(w));
  });
  const starts = hits.filter((c) => c.label.toLocaleLowerCase().startsWith(query));
  return [...starts, ...hits.filter((c) => !starts.includes(c))];
}

/** Choice lists longer than this become a searchable combobox on their own (rjsf widget "combobox"). */
export const SEARCHABLE_CHOICES_FROM = 12;
