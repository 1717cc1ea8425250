/** "Did you mean …?" for typos in property names, enum values and references. */

/** Edits between two words, a swap of neighbours ("widht") counting as one (optimal string alignment). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The closest candidate, when it is close enough to be a typo: at most a third of the word
 * (and at most three edits) differs (case differences count as half, since "ItemNo" for "itemNo" is the usual slip).
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const exactCase = distance(word, candidate);
    const score = Math.min(exactCase, distance(word.toLowerCase(), candidate.toLowerCase()) + 0.5);
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best !== undefined && bestScore > 0 && bestScore <= Math.min(3, Math.max(1, Math.floor(word.length / 3))) ? best : undefined;
}

export function didYouMean(word: string, candidates: Iterable<string>): string {
  const match = closest(word, candidates);
  return match ? ` (did you mean "${match}"?)` : '';
}
