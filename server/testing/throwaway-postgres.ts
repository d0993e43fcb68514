/**
 * A PostgreSQL cluster of a test's own (issue 37): made with the machine's `initdb` in a temporary
 * directory and served on a free port, so a test may restart it, stop it or kill its backends
 * without touching the shared server on 5432 (STACK.md: PostgreSQL refuses to run as root, so the
 * directory belongs to `postgres` and the tools run through `runuser` when this process is root).
 * `available()` says whether the machine has the binaries; a test without them is skipped.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const POSTGRES_ROOT = '/usr/lib/postgresql';

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` (trust authentication). */
  url: string;
  port: number;
  /** Starts it (nothing when it runs already). */
  start(): void;
  /** `fast` ends every session at once (what a crash or an operator's restart does to the shop). */
  stop(mode?: 'fast' | 'immediate'): void;
  restart(): void;
  /** Ends every other session's backend (`pg_terminate_backend`): what a failover or an operator does. */
  terminateBackends(): Promise<number>;
  /** Stops the server and removes its directory. */
  dispose(): void;
}

/** The newest PostgreSQL's binaries on this machine, or null. */
export function postgresBinaries(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT).filter((name) => existsSync(path.join(POSTGRES_ROOT, name, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function postgresUid(): { uid: number; gid: number } | null {
  const found = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (found.status !== 0 || group.status !== 0) return null;
  return { uid: Number(found.stdout.trim()), gid: Number(group.stdout.trim()) };
}

/** Whether a cluster can be made here: the binaries, and (as root) a `postgres` user to run them. */
export function throwawayPostgresAvailable(): boolean {
  return postgresBinaries() !== null && (!isRoot() || postgresUid() !== null);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Makes and starts a cluster; `settings` go to postgresql.conf through `-c` (e.g. `max_connections`). */
export async function startThrowawayPostgres(settings: Record<string, string> = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(`No PostgreSQL binaries under ${POSTGRES_ROOT}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'boutique-pg-'));
  const owner = isRoot() ? postgresUid() : null;
  if (isRoot() && !owner) throw new Error('Running as root without a postgres user: PostgreSQL cannot run here');
  chmodSync(dir, 0o700);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (tool: string, args: string[]) => {
    const command = owner ? 'runuser' : path.join(bin, tool);
    const full = owner ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, full, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = [`-p ${port}`, `-k ${dir}`, '-h 127.0.0.1', '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off',
    ...Object.entries(settings).map(([key, value]) => `-c ${key}=${value}`)].join(' ');
  const log = path.join(dir, 'log');
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '30', ...args]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = false;
  const cluster: ThrowawayPostgres = {
    url,
    port,
    start() {
      if (running) return;
      ctl('start');
      running = true;
    },
    stop(mode = 'fast') {
      ctl('stop', '-m', mode);
      running = false;
    },
    restart() {
      ctl('restart', '-m', 'fast');
      running = true;
    },
    async terminateBackends() {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        const result = await client.query<{ ended: string }>(
          "select count(*) filter (where pg_terminate_backend(pid)) as ended from pg_stat_activity where pid <> pg_backend_pid() and datname is not null and backend_type = 'client backend'",
        );
        return Number(result.rows[0].ended);
      } finally {
        await client.end().catch(() => {});
      }
    },
    dispose() {
      if (running) {
        try {
          ctl('stop', '-m', 'immediate');
        } catch {
          // Already gone: the directory goes anyway.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
