/**
 * Sign-in benchmark (npm run bench:login; not part of npm test): latency of POST
 * /api/v5/security/login with argon2id (m=19456 KiB, t=2), against a fresh shop on 127.0.0.1, with
 * the real attempt counters (5 / 5 min per address and per client):
 *
 * 1. one shopper at a time (BENCH_SEQUENTIAL sign-ins): the cost of one sign-in;
 * 2. BENCH_CONNECTIONS shoppers at once, BENCH_COUNT sign-ins in all: each shopper has an account
 *    and a client address of their own (127.0.0.x), as real shoppers do;
 * 3. wrong passwords and unknown addresses (how long a refusal takes), then the throttle: what the
 *    6th attempt gets and when it is allowed again (BENCH_THROTTLE_WAIT=1 waits for it and tries).
 *
 *   BENCH_SEQUENTIAL (40) · BENCH_COUNT (400) · BENCH_CONNECTIONS (8) · BENCH_THROTTLE_WAIT (0)
 */
import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import { startTestServer } from '../../server/testing/test-server';

const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 40);
const COUNT = Number(process.env.BENCH_COUNT ?? 400);
const CONNECTIONS = Math.min(200, Number(process.env.BENCH_CONNECTIONS ?? 8));
const THROTTLE_WAIT = process.env.BENCH_THROTTLE_WAIT === '1';
const PASSWORD = 'Bench2026pass';

interface Answer {
  status: number;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const mean = latencies.reduce((sum, value) => sum + value, 0) / latencies.length;
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  mean ${mean.toFixed(1)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const shop = await startTestServer({ pages: false });
  const url = new URL(shop.url);
  if (url.hostname !== '127.0.0.1') throw new Error('The benchmark only runs against 127.0.0.1');
  const agents = new Map<string, Agent>();
  const agentFor = (localAddress: string) => {
    let agent = agents.get(localAddress);
    if (!agent) agents.set(localAddress, (agent = new Agent({ keepAlive: true, maxSockets: 32, localAddress })));
    return agent;
  };

  /** One call from a client address of the loopback network (the counters key on it). */
  const post = (path: string, body: unknown, localAddress = '127.0.0.1') =>
    new Promise<Answer>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const started = performance.now();
      const req = request(
        { host: '127.0.0.1', port: Number(url.port), path: `/api/v5${path}`, method: 'POST', agent: agentFor(localAddress), headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const login = (email: string, password: string, client: string) => post('/security/login', { _username: email, _password: password, refreshTransport: 'body' }, client);

  try {
    console.log(`node ${process.version}, ${cpus().length} CPUs, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 4}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
    const accounts: string[] = [];
    for (let n = 0; n < CONNECTIONS; n++) {
      const email = `bench.${n}@example.com`;
      const answer = await post('/security/register', { civility: 3, firstName: 'Bench', lastName: `N${n}`, email, password: PASSWORD, refreshTransport: 'body' }, `127.0.0.${100 + n}`);
      if (answer.status !== 201) throw new Error(`Registration failed: ${answer.status} ${answer.body}`);
      accounts.push(email);
    }

    // 1. One at a time.
    for (let n = 0; n < 3; n++) await login(accounts[0], PASSWORD, '127.0.0.10');
    const sequential: number[] = [];
    let sequentialFailures = 0;
    for (let n = 0; n < SEQUENTIAL; n++) {
      const answer = await login(accounts[0], PASSWORD, '127.0.0.10');
      sequential.push(answer.ms);
      if (answer.status !== 200) sequentialFailures++;
    }
    console.log(`sequential: ${SEQUENTIAL} sign-ins, non-200 ${sequentialFailures}; ${summary(sequential)}`);

    // 2. Concurrent shoppers, each with an account and a client address.
    const concurrent: number[] = [];
    let failures = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(accounts.map(async (email, index) => {
      while (next < COUNT) {
        next++;
        const answer = await login(email, PASSWORD, `127.0.1.${10 + index}`);
        concurrent.push(answer.ms);
        if (answer.status !== 200) failures++;
      }
    }));
    const elapsed = (performance.now() - started) / 1000;
    console.log(`concurrent: ${concurrent.length} sign-ins by ${CONNECTIONS} shoppers in ${elapsed.toFixed(1)} s (${(concurrent.length / elapsed).toFixed(1)}/s), non-200 ${failures}; ${summary(concurrent)}`);

    // 3. Refusals and the throttle.
    const wrong: Answer[] = [];
    for (let n = 0; n < 5; n++) wrong.push(await login(accounts[1], 'WrongPass123', '127.0.2.1'));
    const unknown: Answer[] = [];
    for (let n = 0; n < 5; n++) unknown.push(await login(`nobody.${n}@example.com`, 'WrongPass123', '127.0.2.2'));
    console.log(`wrong password ×5: statuses ${wrong.map((a) => a.status).join(',')}; ${summary(wrong.map((a) => a.ms))}`);
    console.log(`unknown address ×5: statuses ${unknown.map((a) => a.status).join(',')}; ${summary(unknown.map((a) => a.ms))}`);
    const sixth = await login(accounts[1], PASSWORD, '127.0.2.3');
    console.log(`6th attempt on that address (right password, another client): ${sixth.status} in ${sixth.ms.toFixed(1)} ms, Retry-After ${sixth.headers['retry-after']} s, ${sixth.body}`);
    const sixthClient = await login(accounts[2], PASSWORD, '127.0.2.2');
    console.log(`6th attempt from the client that tried 5 unknown addresses (another account, right password): ${sixthClient.status}, Retry-After ${sixthClient.headers['retry-after']} s`);
    const elsewhere = await login(accounts[2], PASSWORD, '127.0.2.4');
    console.log(`the same account from another client: ${elsewhere.status}`);
    const burst = await Promise.all(Array.from({ length: 20 }, () => login(accounts[3], 'WrongPass123', '127.0.2.5')));
    const refused = burst.filter((answer) => answer.status === 429);
    console.log(`burst of 20 parallel wrong attempts on one address: ${burst.filter((a) => a.status === 401).length}×401 (hashed), ${refused.length}×429 (no hash; ${summary(refused.map((a) => a.ms))})`);
    if (THROTTLE_WAIT) {
      const wait = Number(sixth.headers['retry-after'] ?? 300);
      console.log(`waiting ${wait} s (Retry-After)…`);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 500));
      const after = await login(accounts[1], PASSWORD, '127.0.2.3');
      console.log(`after Retry-After: ${after.status}`);
    }
    if (sequentialFailures > 0 || failures > 0) process.exitCode = 1;
  } finally {
    for (const agent of agents.values()) agent.destroy();
    await shop.close();
  }
}

await main();
