/**
 * Hostile input, shard 4 of 4 (tests/security/support/api-hostile-run.ts): the operations are
 * spread over four files so that vitest runs them in parallel forks.
 */
import { hostileInputShard } from './support/api-hostile-run';

hostileInputShard(3, 4);
