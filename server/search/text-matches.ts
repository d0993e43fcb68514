/**
 * How records matched a query, word by word, and how word matches combine: every word must match
 * (intersection, counts added), a compound matches joined or part by part (the better of the two).
 */
export interface TextMatch {
  typos: number;
  /** Query words found as whole words. */
  exact: number;
  /** Sum over query words of the first searchable attribute they were found in (0 = most important). */
  attribute: number;
  /** Orama's BM25 score, attribute-boosted. */
  score: number;
}

/** slot → how the record matched; only records that match every query word. */
export type TextMatches = Map<number, TextMatch>;

export function intersect(left: TextMatches, right: TextMatches): TextMatches {
  const result: TextMatches = new Map();
  for (const [slot, match] of left) {
    const other = right.get(slot);
    if (other) {
      result.set(slot, {
        typos: match.typos + other.typos,
        exact: match.exact + other.exact,
        attribute: match.attribute + other.attribute,
        score: match.score + other.score,
      });
    }
  }
  return result;
}

export function union(left: TextMatches, right: TextMatches): TextMatches {
  const result: TextMatches = new Map(left);
  for (const [slot, match] of right) {
    const existing = result.get(slot);
    if (!existing || compareMatches(match, existing) < 0 || (compareMatches(match, existing) === 0 && match.score > existing.score)) {
      result.set(slot, match);
    }
  }
  return result;
}

/**
 * Algolia's textual tie-breaking criteria in order: typos, exact words, attribute. The BM25 score
 * is finer grained than any of them: it only breaks ties left after the custom ranking.
 */
export function compareMatches(left: TextMatch, right: TextMatch): number {
  return left.typos - right.typos || right.exact - left.exact || left.attribute - right.attribute;
}
