export {};
/**
 * `npm run dev`: the same shop as `npm start`, with the storefront served through Vite in
 * middleware mode (hot module reload) instead of the built bundle.
 */
process.env.NODE_ENV = 'development';
await import('./main');
