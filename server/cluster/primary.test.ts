/**
 * `npm start` with several workers (scripts/start.mjs, scripts/cluster.mjs), on a stand-in worker
 * (a tiny HTTP server answering its pid) so nothing is built: the workers share one port, a
 * killed worker is replaced, SIGTERM reaches every worker and the primary exits when they have;
 * more than one worker on the embedded database is refused before anything starts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test-services';

const ROOT = path.join(import.meta.dirname, '..', '..');
const directory = mkdtempSync(path.join(tmpdir(), 'boutique-cluster-'));
const WORKER = path.join(directory, 'worker.mjs');
writeFileSync(WORKER, `
import { createServer } from 'node:http';
const server = createServer((_request, response) => response.end(String(process.pid)));
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
`);
const PRIMARY = `
import { runPrimary } from ${JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts', 'cluster.mjs')).href)};
process.exit(await runPrimary({ workers: 2, exec: ${JSON.stringify(WORKER)}, execArgv: [], forceAfterMs: 10000 }));
`;

let primary: ChildProcess | null = null;
afterAll(() => {
  primary?.kill('SIGKILL');
  rmSync(directory, { recursive: true, force: true });
});


/** One request on a connection of its own (fetch would keep reusing one connection, so one worker). */
function askPid(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += String(chunk)));
      response.on('end', () => resolve(Number(body)));
    });
    request.on('error', reject);
    request.setTimeout(2000, () => request.destroy(new Error('no answer')));
  });
}

/** Asks the port until `done` holds for the pids that answered (new connections spread over the workers). */
async function pidsUntil(port: number, done: (pids: Set<number>) => boolean): Promise<Set<number>> {
  const pids = new Set<number>();
  const started = Date.now();
  while (!done(pids)) {
    if (Date.now() - started > 30_000) throw new Error(`only ${[...pids].join(', ')} answered`);
    try {
      pids.add(await askPid(port));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return pids;
}

describe('the cluster primary', () => {
  it('runs the workers on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--input-type=module', '-e', PRIMARY], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
    primary = child;
    let log = '';
    child.stderr!.on('data', (chunk) => (log += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const first = await pidsUntil(port, (pids) => pids.size >= 2);
    const [victim] = first;
    process.kill(victim, 'SIGKILL');
    const later = await pidsUntil(port, (pids) => [...pids].some((pid) => !first.has(pid)));
    expect(log).toContain(`worker ${victim} exited (SIGKILL)`);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of [...first, ...later].filter((pid) => pid !== victim)) {
      expect(() => process.kill(pid, 0), `worker ${pid} is gone`).toThrow();
    }
    expect(log).toMatch(/SIGTERM: stopping 2 worker\(s\)/);
  }, 60_000);

  it('refuses several workers without DATABASE_URL, before building or starting anything', () => {
    for (const [args, env] of [[[], { WORKERS: '3' }], [['--cluster'], {}]] as const) {
      const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), ...args], { env: { ...process.env, DATABASE_URL: '', WORKERS: '', ...env }, encoding: 'utf8', timeout: 20_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/WORKERS=\d needs DATABASE_URL/);
    }
  });
});
