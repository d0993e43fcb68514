/**
 * `npm start` (this file compiled to dist/server/main.js by scripts/build.mjs, run by plain Node)
 * or `node --import tsx server/main.ts`: opens, migrates and seeds the database, then serves the
 * shop on HOST:PORT. Stops cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { readConfig } from './config';

// performance.now() counts from the process start: what it says here is the time spent loading modules.
const started = performance.now();
const config = readConfig();
const app = await buildApp({ logger: true, mode: config.mode });
const { startup } = app;
if (startup.staleCatalogue) {
  app.log.warn('The stored catalogue differs from the one asked for (generator version, CATALOGUE_SEED or CATALOGUE_PRODUCTS): it is kept; set CATALOGUE_RESEED=1 once (or delete the data directory) to regenerate it.');
}
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, `Cannot listen on ${config.host}:${config.port}`);
  await app.close();
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(
  { database: startup.engine, location: startup.location, seeded: startup.seeded, timings: startup.timings, mode: config.mode, modulesMs: Math.round(started) },
  `Boutique ready on http://${shown}:${config.port} in ${seconds} s (${startup.seeded ? 'first start: database created and seeded' : 'restart'})`,
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
