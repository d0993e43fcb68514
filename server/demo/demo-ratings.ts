/**
 * The demo catalogue's ratings (SPEC §6): a few shopper ratings per rated product, deterministic
 * (drawn from the product id), whose average is the product's planned score, so the shop's scores
 * look as they did when they were a stored figure. Demo ratings have no account: they carry the
 * name they show. One per twenty planned, twelve at most, so a large catalogue stays quick to seed.
 */
import type { CatProduct } from '../catalogue/catalogue-service';
import { REFERENCE_DATE } from './products';
import { Random } from './random';

export const MAX_DEMO_RATINGS_PER_PRODUCT = 12;

export interface DemoRating {
  productId: number;
  author: string;
  score: number;
  comment: string | null;
  createdAt: string;
}

const AUTHORS = [
  'Camille D.', 'Lucas M.', 'Léa B.', 'Hugo R.', 'Inès T.', 'Lucía G.', 'Mateo S.', 'Giulia R.', 'Marco B.', 'Noor J.',
  'Daan V.', 'Jonas M.', 'Lena K.', 'Alex B.', 'Emma W.', 'Chloé P.', 'Sofia L.', 'Finn H.', 'Zoé L.', 'Pablo C.',
];

/** Prime to the number of names (20), and a dozen steps never come back to the first name. */
const AUTHOR_STEP = 7;

/** Short comments by how happy the shopper was (1–2, 3, 4–5 stars), in the six shop languages. */
const COMMENTS: Record<'low' | 'mid' | 'high', string[]> = {
  low: [
    'Taille petit, j’ai dû le renvoyer.',
    'La calidad no es la esperada.',
    'Colore diverso dalla foto.',
    'Valt kleiner dan verwacht.',
    'Der Stoff ist dünner als gedacht.',
    'Not quite what the pictures show.',
  ],
  mid: [
    'Correct pour le prix.',
    'Bien, aunque tarda en llegar.',
    'Buon prodotto, niente di speciale.',
    'Prima, maar de maat valt ruim.',
    'Ganz okay, Verarbeitung solide.',
    'Decent, fits as expected.',
  ],
  high: [
    'Très belle qualité, je recommande !',
    'Me encanta, muy cómodo.',
    'Perfetto, vestibilità ottima.',
    'Mooi gemaakt en snel geleverd.',
    'Super Qualität, sitzt perfekt.',
    'Love it, great fit and colour.',
  ],
};

const REFERENCE_DAY = Date.parse(`${REFERENCE_DATE}T00:00:00.000Z`);
const DAY_MS = 86_400_000;

/** How many demo ratings a product planned with `count` gets. */
export function demoRatingCount(count: number): number {
  return count <= 0 ? 0 : Math.min(MAX_DEMO_RATINGS_PER_PRODUCT, Math.max(1, Math.round(count / 20)));
}

/** Scores whose sum is the planned average × count, spread over neighbouring stars. */
export function demoScores(average: number, count: number, random: Random): number[] {
  if (count === 0) return [];
  const total = Math.min(5 * count, Math.max(count, Math.round(average * count)));
  const base = Math.floor(total / count);
  const scores = Array.from({ length: count }, (_, index) => base + (index < total - base * count ? 1 : 0));
  // Swap a star from one rating to another now and then: the sum (so the average) stays.
  for (let pass = 0; pass < Math.floor(count / 3); pass += 1) {
    const up = Math.floor(random.next() * count);
    const down = Math.floor(random.next() * count);
    if (up !== down && scores[up] < 5 && scores[down] > 1) {
      scores[up] += 1;
      scores[down] -= 1;
    }
  }
  return scores;
}

export function demoRatings(product: Pick<CatProduct, 'id' | 'scores'>): DemoRating[] {
  const count = demoRatingCount(product.scores.count);
  if (count === 0) return [];
  const random = new Random(product.id * 7919 + 17);
  // Each shopper rates a product once: walk the names with a step prime to their count.
  const firstAuthor = Math.floor(random.next() * AUTHORS.length);
  return demoScores(product.scores.average, count, random).map((score, index) => {
    const mood = score <= 2 ? 'low' : score === 3 ? 'mid' : 'high';
    const withComment = random.next() < 0.7;
    const comments = COMMENTS[mood];
    return {
      productId: product.id,
      author: AUTHORS[(firstAuthor + index * AUTHOR_STEP) % AUTHORS.length],
      score,
      comment: withComment ? comments[Math.floor(random.next() * comments.length)] : null,
      createdAt: new Date(REFERENCE_DAY - Math.floor(random.next() * 400) * DAY_MS - Math.floor(random.next() * DAY_MS)).toISOString(),
    };
  });
}
