/**
 * A Redis server of a test's own on a free port (issue 37), so a test may stop and start it while
 * the shop runs, never touching the shared one on 6379. Nothing is kept on disk: a Redis that
 * comes back is empty, as the machine's own is after a restart.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './throwaway-postgres';

export interface ThrowawayRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

export function throwawayRedisAvailable(): boolean {
  return spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0;
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const redis: ThrowawayRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], { stdio: 'ignore' });
      for (let tries = 0; tries < 100 && !(await answers(port)); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
    dispose: () => redis.stop(),
  };
  await redis.start();
  return redis;
}
