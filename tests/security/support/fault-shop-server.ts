/**
 * The shop process of the fault tests (fault-shop.ts): the real app on a PGlite data directory
 * (DATA_DIR), API only, on a free port of 127.0.0.1. Once the database is open (after any recovery
 * from the previous SIGKILL) the probe named by FAULT_PROBE prepares what it needs and prints what
 * the test checks (`STATE <json>`), again for every `state` line on stdin; then `READY <url>`.
 */
import { createInterface } from 'node:readline';
import { buildApp } from '../../../server/app';
import { demoShopFor } from '../../../server/demo/demo-shop';
import { PROBES, type ProbeName } from './fault-probes';

const probe = PROBES[process.env.FAULT_PROBE as ProbeName];
if (!probe) throw new Error(`FAULT_PROBE must be one of ${Object.keys(PROBES).join(', ')}`);

const app = await buildApp({ pages: false, logger: false, starter: demoShopFor });
await probe.prepare?.(app.db);
const print = async () => process.stdout.write(`STATE ${JSON.stringify(await probe.read(app.db))}\n`);
await print();
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'state') void print();
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`READY http://127.0.0.1:${port}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
