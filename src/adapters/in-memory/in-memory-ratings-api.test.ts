import { describeRatingApiContract } from '../ratings-api.contract';
import { InMemoryRatingApi } from './in-memory-ratings-api';

let next = 0;
describeRatingApiContract('in memory', {
  signedIn: async () => new InMemoryRatingApi([1, 2, 3, 4]),
  product: () => [1, 2, 3, 4][next++ % 4],
  unknownProduct: 99,
});
