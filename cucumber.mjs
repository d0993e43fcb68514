// TypeScript step definitions run through tsx (STACK.md: `loader: ['tsx']` does not work).
import { register } from 'tsx/esm/api';

register();
// Two workers, each with its shops (features/support/shop-server.ts): 160 → 125 s on two cores. The
// workers are new processes: they load the TypeScript steps through tsx too.
process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--import tsx'].filter(Boolean).join(' ');

export default {
  paths: ['features/**/*.feature'],
  import: ['features/**/*.ts'],
  // The progress formatter ends with the summary; two formatters on stdout would overwrite each other.
  format: ['progress'],
  parallel: Number(process.env.FEATURES_WORKERS ?? 2),
};
