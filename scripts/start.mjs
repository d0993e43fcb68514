// `npm start`: serve the shop (API, search and pages on one port). The pages plugin builds the
// browser bundle first when it is missing or older than its sources (server/ssr/client-build.ts).
import { register } from 'tsx/esm/api';

register();
process.env.NODE_ENV ??= 'production';
await import('../server/main.ts');
