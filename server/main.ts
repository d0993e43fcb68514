/**
 * `npm start` (this file compiled to dist/server/main.js by scripts/build.mjs, run by plain Node,
 * alone or as one worker of scripts/start.mjs) or `node --import tsx server/main.ts`: opens,
 * migrates and seeds the database, then serves the shop on HOST:PORT. A new embedded database is
 * created and seeded by a child process of this same file (server/db/prepare-in-child.ts), so the
 * shop does not keep the memory that work took.
 *
 * SIGTERM or SIGINT drains: /ready turns 503 so the load balancer stops sending traffic, the
 * server stops accepting connections (idle keep-alive ones are closed, a new request on a busy
 * one gets 503), the requests in flight finish, then the sweeps stop and the database and buses
 * close (the app's onClose hooks) and the process exits 0. Requests still running after
 * SHUTDOWN_GRACE_SECONDS are cut: the process logs it and exits 1.
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readConfig } from './core/config';
import { demoShopFor } from './demo/demo-shop';
import { renderMediaPath } from './demo/pictures';
import { SmtpMailer } from './mail/smtp-mailer';
import { isFreshPgliteDirectory, prepareInChild, runPreparationIfAsked } from './db/prepare-in-child';

// performance.now() counts from the process start: what it says here is the time spent loading modules.
const started = performance.now();
// The composition root's choice (DESIGN 17): a new shop is filled by the demo (demoShopFor), with
// the generator's catalogue, a merchant's bundle (CATALOGUE_BUNDLE) or none (CATALOGUE=empty), and
// the demo's drawings are the media it serves. With server/dev.ts, the only place outside
// server/demo that names the demo (.dependency-cruiser.cjs, "the-demo-is-handed-over").
// In the child that prepares a fresh embedded database (server/db/prepare-in-child.ts): that work, then exit.
await runPreparationIfAsked(demoShopFor);
const config = readConfig();
const prepared = isFreshPgliteDirectory(config) ? await prepareInChild(fileURLToPath(import.meta.url), { dataDir: config.dataDir }) : null;
// The child has just filled the shop asked for: CATALOGUE_RESEED has nothing left to do.
const app = await buildApp({ logger: true, mode: config.mode, starter: demoShopFor, drawings: renderMediaPath, ...(prepared ? { config: { catalogueReseed: false } } : {}) });
const { startup } = app;
const seeded = prepared?.seeded ?? startup.seeded;
for (const ignored of config.ignoredSettings) app.log.warn(`Setting ignored: ${ignored}`);
if (startup.staleCatalogue && startup.storedCatalogue) {
  const { marker, stored, asked } = startup.storedCatalogue;
  app.log.warn(
    { stored: marker, asked },
    `The shop holds ${stored}, not ${asked} as asked: it is kept; set CATALOGUE_RESEED=1 once (or delete the data directory) to start it again from what is asked.`,
  );
}
// What the start-up left behind (the catalogue read, the index builds, the search warm-up) is
// collected once before serving, when node runs with --expose-gc as `npm start` does: otherwise
// V8's first full collections come in the middle of the first shoppers' requests.
(globalThis as { gc?: () => void }).gc?.();
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, `Cannot listen on ${config.host}:${config.port}`);
  await app.close();
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
// PORT=0 takes a free port: the log says which.
const port = (app.server.address() as AddressInfo | null)?.port ?? config.port;
app.log.info(
  { database: startup.engine, location: startup.location, seeded, timings: startup.timings, prepared: prepared?.timings, mode: config.mode, modulesMs: Math.round(started), pid: process.pid },
  `Boutique ready on http://${shown}:${port} in ${seconds} s (${!seeded ? 'restart' : !prepared && config.catalogueReseed ? 'CATALOGUE_RESEED: catalogue reseeded' : 'first start: database created and seeded'})`,
);

// A relay that does not answer is worth a line at start, before the first customer's mail is kept back.
if (app.mailer instanceof SmtpMailer) {
  void app.mailer.verify().then((check) => {
    if (check.ok) app.log.info('SMTP relay answers: mails are sent by SMTP');
    else app.log.warn({ reason: check.reason }, `SMTP relay does not answer: mails it refuses are kept in the outbox (${app.mailer.outboxDir})`);
  });
}

const openConnections = (server: FastifyInstance['server']) =>
  new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? -1 : count)));

let stopping = false;
/**
 * A signal while draining changes nothing: Ctrl-C reaches every process of a cluster both from
 * the terminal and from the primary passing it on, and the grace period bounds the drain anyway.
 */
async function drain(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.lifecycle.startDraining();
  const began = performance.now();
  app.log.info({ signal, connections: await openConnections(app.server), graceMs: config.shutdownGraceMs }, `${signal}: draining (no new connections; in-flight requests may finish)`);
  const grace = setTimeout(() => {
    app.log.error({ signal, graceMs: config.shutdownGraceMs }, `Requests still running after ${config.shutdownGraceMs} ms: exiting without them`);
    process.exit(1);
  }, config.shutdownGraceMs);
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'Closing failed');
    process.exit(1);
  }
  clearTimeout(grace);
  app.log.info({ signal, drainMs: Math.round(performance.now() - began) }, 'Drained and closed: exiting');
  process.exit(0);
}

// A promise nobody waited for that failed (an effect after a response, a listener): Node would end
// the process, and every request in flight with it. It is a bug to log, not a reason to stop
// serving (DESIGN decision 21: no dependency's failure kills a process).
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'A promise failed with nobody waiting for it'));

process.on('SIGINT', () => void drain('SIGINT'));
process.on('SIGTERM', () => void drain('SIGTERM'));
