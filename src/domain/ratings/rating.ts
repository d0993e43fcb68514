/**
 * Product ratings (SPEC §6 "rating needs a connected user"): a signed-in customer gives a product
 * 1 to 5 stars with an optional short comment, once per product (editable). The scores a product
 * shows are computed from its ratings here, the same way for the server, the UI and the CLI.
 */
import { hasControlCharacter } from '../text/control-characters';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_COMMENT_MAX = 500;
export const RATING_SCORES = [1, 2, 3, 4, 5] as const;
export type RatingScore = (typeof RATING_SCORES)[number];

export interface RatingRequest {
  score: number;
  comment?: string | null;
}

/** The caller's own rating of a product. */
export interface MyRating {
  productId: number;
  score: RatingScore;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A comment as everyone sees it: the author's first name and initial, never more. */
export interface PublicRating {
  author: string;
  score: RatingScore;
  comment: string | null;
  date: string;
}

export interface RatingPage {
  productId: number;
  ratings: PublicRating[];
  page: number;
  pages: number;
  total: number;
}

/** Stars given, per star (index 0: one star … index 4: five stars). */
export type ScoreDistribution = [number, number, number, number, number];

export interface ScoreSummary {
  average: number;
  count: number;
  distribution: ScoreDistribution;
}

export type RatingProblem = 'score' | 'comment-too-long' | 'comment-invalid';

export function isRatingScore(value: unknown): value is RatingScore {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

/** Plain text, trimmed; empty is no comment. Shown as text only (never HTML). */
export function normaliseComment(comment: string | null | undefined): string | null {
  const text = (comment ?? '').trim();
  return text === '' ? null : text;
}

/** Why a rating cannot be saved, or null. */
export function checkRating(request: RatingRequest): RatingProblem | null {
  if (!isRatingScore(request.score)) return 'score';
  const comment = normaliseComment(request.comment);
  if (comment !== null && [...comment].length > RATING_COMMENT_MAX) return 'comment-too-long';
  if (comment !== null && hasControlCharacter(comment, { allowLineBreaks: true })) return 'comment-invalid';
  return null;
}

/** Average to one decimal (0 without ratings), count and stars per score. */
export function summariseScores(distribution: ScoreDistribution): ScoreSummary {
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return { average: count === 0 ? 0 : Math.round((total / count) * 10) / 10, count, distribution: [...distribution] as ScoreDistribution };
}

export const emptyDistribution = (): ScoreDistribution => [0, 0, 0, 0, 0];

/** "Camille M.": first name and the initial of the last name. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
