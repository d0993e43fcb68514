// TypeScript step definitions run through tsx (STACK.md: `loader: ['tsx']` does not work).
import { register } from 'tsx/esm/api';

register();

export default {
  paths: ['features/**/*.feature'],
  import: ['features/**/*.ts'],
  // The progress formatter ends with the summary; two formatters on stdout would overwrite each other.
  format: ['progress'],
};
