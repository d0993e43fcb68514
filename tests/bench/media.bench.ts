/**
 * Picture benchmark (npm run bench:media; not part of npm test), issue 33's figures. A shop process
 * of its own (this file run with --shop: a fresh test database, PostgreSQL with TEST_DATABASE_URL,
 * else PGlite, whose photos then sit in the process's memory), run with `npm start`'s Node flags,
 * stores BENCH_ORIGINALS photo-sized JPEGs (4000 × 5000, gradients and grain: about 7 MB each, as a
 * camera's) as a merchant's import would, then:
 *
 * 1. the first derivative of each at 720 px, AVIF then WebP, one request at a time: p50/p99;
 * 2. 50 first derivatives of those photos asked at once (other sizes, AVIF and WebP): the shop's
 *    resident memory, sampled every 20 ms from /proc (goal ≤ 600 MB: renders queue, MEDIA_RENDERS);
 * 3. 10 connections for BENCH_SECONDS on a cached derivative, on the same bytes as a static file
 *    (@fastify/static in the same process) and on an original as stored (before issue 33, what
 *    pages showed): requests per second (goal: derivative ≥ 80 % of the static file).
 *
 *   BENCH_ORIGINALS (12) · BENCH_SECONDS (8) · MEDIA_RENDERS (2) · TEST_DATABASE_URL (unset: PGlite)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { SHOP_NODE_FLAGS } from './shop-flags';

const SELF = fileURLToPath(import.meta.url);
const ORIGINALS = Number(process.env.BENCH_ORIGINALS ?? 12);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP = 'image/webp,image/*,*/*;q=0.8';

interface Ready {
  url: string;
  staticUrl: string;
  staticDir: string;
  hashes: string[];
  engine: string;
}

/** The shop's side: started by the bench, it stores the photos of `folder` and answers until told to stop. */
async function shop(folder: string): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { default: fastifyStatic } = await import('@fastify/static');
  const { startTestServer } = await import('../../server/testing/test-server');
  const { storeOriginal } = await import('../../server/media/media-service');
  const server = await startTestServer({ pages: false });
  const hashes: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    const stored = await storeOriginal(server.app.db, readFileSync(path.join(folder, name)), name);
    if (!stored.ok) throw new Error(stored.message);
    hashes.push(/([0-9a-f]{64})/.exec(stored.value)![1]);
  }
  const staticDir = mkdtempSync(path.join(tmpdir(), 'boutique-bench-static-'));
  const files = Fastify();
  await files.register(fastifyStatic, { root: staticDir, prefix: '/static/' });
  const staticUrl = await files.listen({ port: 0, host: '127.0.0.1' });
  const ready: Ready = { url: server.url, staticUrl, staticDir, hashes, engine: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite' };
  process.send!(ready);
  process.on('message', async (message) => {
    if (message === 'memory') {
      process.send!(process.memoryUsage());
      return;
    }
    await files.close();
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** A photo-sized JPEG: soft gradients and shapes (what a resize keeps) under grain (what makes the file heavy). */
async function cameraPhoto(seed: number, width = 4000, height = 5000): Promise<Buffer> {
  const small = Buffer.alloc(200 * 250 * 3);
  for (let y = 0; y < 250; y += 1) {
    for (let x = 0; x < 200; x += 1) {
      const offset = (y * 200 + x) * 3;
      small[offset] = 120 + 100 * Math.sin((x + seed * 17) / 31);
      small[offset + 1] = 110 + 90 * Math.cos((y + seed * 7) / 43);
      small[offset + 2] = 100 + 80 * Math.sin((x + y + seed) / 57);
    }
  }
  const grain = Buffer.alloc(width * height);
  let state = seed * 7919 + 1;
  for (let index = 0; index < grain.length; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    grain[index] = 128 + ((state >> 16) % 48) - 24;
  }
  const base = await sharp(small, { raw: { width: 200, height: 250, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < grain.length; index += 1) {
    const noise = grain[index] - 128;
    for (let channel = 0; channel < 3; channel += 1) pixels[index * 3 + channel] = Math.max(0, Math.min(255, base[index * 3 + channel] + noise));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The shop's own account of its memory (V8 heap, Buffers), asked over IPC. */
function memoryOf(shopProcess: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('heapUsed' in message)) return;
      shopProcess.off('message', listener);
      resolve(message as NodeJS.MemoryUsage);
    };
    shopProcess.on('message', listener);
    shopProcess.send('memory');
  });
}

const heap = (memory: NodeJS.MemoryUsage) => `${Math.round(memory.heapTotal / 1048576)} / ${Math.round(memory.arrayBuffers / 1048576)}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function timed(url: string, accept: string): Promise<{ ms: number; bytes: Buffer; type: string }> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { accept } });
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${bytes.toString('utf8', 0, 200)}`);
  return { ms: performance.now() - started, bytes, type: answer.headers.get('content-type') ?? '' };
}

async function rate(url: string, accept: string): Promise<{ rps: number; p99: number; mbps: number }> {
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers: { accept } });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, mbps: Math.round(result.throughput.average / 1024 / 1024) };
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'boutique-bench-photos-'));
  let child: ChildProcess | null = null;
  try {
    const making = performance.now();
    let total = 0;
    for (let n = 0; n < ORIGINALS; n += 1) {
      const bytes = await cameraPhoto(n + 1);
      total += bytes.length;
      writeFileSync(path.join(folder, `photo-${String(n).padStart(2, '0')}.jpg`), bytes);
    }
    console.error(`${ORIGINALS} photos of 4000 × 5000, ${(total / ORIGINALS / 1024 / 1024).toFixed(1)} MB each on average, made in ${((performance.now() - making) / 1000).toFixed(0)} s`);
    child = fork(SELF, ['--shop', folder], { execArgv: [...SHOP_NODE_FLAGS, '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const shopProcess = child;
    const ready = await new Promise<Ready>((resolve, reject) => {
      shopProcess.once('message', (message) => resolve(message as Ready));
      shopProcess.once('exit', (code) => reject(new Error(`The shop stopped (exit ${code})`)));
    });
    const pid = child.pid!;
    const derivative = (hash: string, size: string) => `${ready.url}/media/p/${hash}/${size}`;
    console.error(`Shop on ${ready.url} (${ready.engine}), ${ready.hashes.length} photos stored; RSS ${rssMb(pid)} MB`);

    // 1. First renders, one at a time.
    const firsts: Record<'avif' | 'webp', number[]> = { avif: [], webp: [] };
    const sizes: Record<'avif' | 'webp', number[]> = { avif: [], webp: [] };
    for (const hash of ready.hashes) {
      for (const [format, accept] of [['avif', AVIF], ['webp', WEBP]] as const) {
        const answer = await timed(derivative(hash, '720'), accept);
        if (answer.type !== `image/${format}`) throw new Error(`Asked ${format}, got ${answer.type}`);
        firsts[format].push(answer.ms);
        sizes[format].push(answer.bytes.length);
      }
    }
    const again = await timed(derivative(ready.hashes[0], '720'), WEBP);

    // 2. 50 first renders asked at once: the resident memory meanwhile.
    const rssBefore = rssMb(pid);
    const memoryBefore = await memoryOf(child);
    let rssPeak = rssBefore;
    let memoryAtPeak = memoryBefore;
    const sampler = setInterval(() => {
      const now = rssMb(pid);
      if (now <= rssPeak) return;
      rssPeak = now;
      void memoryOf(shopProcess).then((memory) => {
        memoryAtPeak = memory;
      });
    }, 20);
    const burstSizes = ['900', '1100', '450', '360', 'sq314'];
    const burst = burstSizes.flatMap((size) => ready.hashes.slice(0, 5).flatMap((hash) => [[hash, size, AVIF], [hash, size, WEBP]] as const));
    const burstStarted = performance.now();
    const burstTimes = await Promise.all(burst.slice(0, 50).map(([hash, size, accept]) => timed(derivative(hash, size), accept).then((answer) => answer.ms)));
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, rssMb(pid));

    // 3. Cached derivative against a static file of the same bytes, and an original as stored.
    const cachedUrl = derivative(ready.hashes[0], '720');
    writeFileSync(path.join(ready.staticDir, 'photo-720.webp'), again.bytes);
    const cached = await rate(cachedUrl, WEBP);
    const asStatic = await rate(`${ready.staticUrl}/static/photo-720.webp`, WEBP);
    const original = await rate(`${ready.url}/media/originals/${ready.hashes[0]}.jpg`, 'image/jpeg');

    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const kb = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length / 1024);
    const burstSorted = sorted(burstTimes);
    const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
    console.log([
      `Pictures: node ${process.version}, ${cpus().length} CPUs, ${ready.engine}, MEDIA_RENDERS ${process.env.MEDIA_RENDERS ?? 2}, ${ORIGINALS} originals of 4000 × 5000 (${(total / ORIGINALS / 1024 / 1024).toFixed(1)} MB), ${SECONDS} s per rate`,
      '',
      '| measure | figure | goal |',
      '|---|---|---|',
      row([`first 720 px AVIF (${ORIGINALS} originals): p50 / p99`, `${percentile(sorted(firsts.avif), 50).toFixed(0)} / ${percentile(sorted(firsts.avif), 99).toFixed(0)} ms, ${kb(sizes.avif)} KB`, '']),
      row([`first 720 px WebP (${ORIGINALS} originals): p50 / p99`, `${percentile(sorted(firsts.webp), 50).toFixed(0)} / ${percentile(sorted(firsts.webp), 99).toFixed(0)} ms, ${kb(sizes.webp)} KB`, '']),
      row(['the same WebP again (disk/memory cache)', `${again.ms.toFixed(1)} ms`, '']),
      row(['50 first renders at once: all done in / p50 / p99 wait', `${burstSeconds.toFixed(1)} s / ${percentile(burstSorted, 50).toFixed(0)} / ${percentile(burstSorted, 99).toFixed(0)} ms`, '']),
      row(['RSS before / peak during the 50', `${rssBefore} / ${rssPeak} MB`, 'peak ≤ 600 MB']),
      row(['  of which V8 heap / buffers, before → near the peak', `${heap(memoryBefore)} → ${heap(memoryAtPeak)} MB`, '']),
      row(['cached derivative, 10 connections', `${cached.rps} req/s, p99 ${cached.p99} ms`, '']),
      row(['static file, same bytes, same process', `${asStatic.rps} req/s, p99 ${asStatic.p99} ms`, '']),
      row(['derivative / static', `${Math.round((cached.rps / asStatic.rps) * 100)} %`, '≥ 80 %']),
      row(['before: the original as stored, 10 connections', `${original.rps} req/s, p99 ${original.p99} ms, ${original.mbps} MB/s`, '']),
    ].join('\n'));
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.send('stop');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv.includes('--shop')) await shop(process.argv[process.argv.indexOf('--shop') + 1]);
else await main();
