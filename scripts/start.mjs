// `npm start`: build what is missing, then serve the shop (API, search and pages on one port).
import { register } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
register();
process.env.NODE_ENV ??= 'production';
await import('../server/main.ts');
