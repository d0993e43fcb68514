// `npm test`: every suite that needs no network. Every suite runs even when an earlier one failed
// (one failure must not hide the others); a suite that needs another's output (the compiled command
// needs the production build) is reported as not run when that one failed. The summary lists each
// suite's result and time, and says which real servers the integration tests used.
// Suites of one step run side by side (their output is printed whole as each ends): on CI's two
// cores the type check and the lint are single-threaded, the test runners use every core.
// `npm test -- vitest lint` runs only the suites whose name contains one of the words.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const npx = (args) => ['node_modules/.bin/' + args[0], ...args.slice(1)];
const steps = [
  [
    { name: 'type check', cmd: npx(['tsc', '--noEmit', '-p', 'tsconfig.json']) },
    { name: 'lint', cmd: npx(['eslint', '--max-warnings', '0', '.']) },
    // The architecture's rules (.dependency-cruiser.cjs): layers, module boundaries, no circles.
    { name: 'architecture (dependency-cruiser)', cmd: npx(['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'err', 'src', 'server', 'cli']) },
  ],
  // What production runs: the compiled bundles must build, and the compiled command must start.
  [{ name: 'production build', cmd: ['node', 'scripts/build.mjs', '--quiet'] }],
  // The JavaScript each main page runs before hydrating, gzip, against its ceiling (issue 15).
  [{ name: 'bundle budget', cmd: ['node', '--import', 'tsx', 'scripts/bundle-budget.mjs'], after: 'production build' }],
  [{ name: 'compiled command', cmd: ['node', 'dist/cli/main.js', '--help'], after: 'production build' }],
  [{ name: 'unit and integration (vitest)', cmd: npx(['vitest', 'run']) }],
  // The security proof (issue 16): hostile input, access matrix, tokens, redirects, XSS, CSRF, races, faults.
  [{ name: 'security (vitest)', cmd: npx(['vitest', 'run', '-c', 'vitest.security.config.ts', '--passWithNoTests']) }],
  [{ name: 'features (cucumber)', cmd: npx(['cucumber-js']) }],
  [{ name: 'browser journeys (playwright)', cmd: npx(['playwright', 'test']), needs: ['/usr/bin/chromium'] }],
];

/** Debian packages the suites need beyond npm's: the browser journeys' Chromium, the PDF tests' pdftotext. */
const SYSTEM_NEEDS = [
  { what: 'Chromium (browser journeys)', present: () => existsSync('/usr/bin/chromium'), packages: ['chromium'] },
  { what: "poppler's pdftotext (PDF documents)", present: () => commandExists('pdftotext'), packages: ['poppler-utils'] },
  { what: 'DejaVu fonts (PDF documents)', present: () => existsSync('/usr/share/fonts/truetype/dejavu'), packages: ['fonts-dejavu-core'] },
];

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Installs the missing Debian packages when this user may (root, or sudo without a password); else says how. */
function ensureSystemPackages() {
  const missing = SYSTEM_NEEDS.filter((need) => !need.present());
  if (!missing.length) return;
  const packages = [...new Set(missing.flatMap((need) => need.packages))];
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !root && commandExists('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  const aptGet = commandExists('apt-get');
  console.log(`Missing: ${missing.map((need) => need.what).join(', ')}.`);
  if (aptGet && (root || sudo)) {
    const apt = (...args) => {
      const [command, ...rest] = root ? ['apt-get', ...args] : ['sudo', '-n', 'apt-get', ...args];
      return spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    };
    console.log(`Installing Debian's ${packages.join(' ')} (apt-get)…`);
    const update = apt('update', '-qq');
    const install = update.status === 0 ? apt('install', '-y', '-qq', ...packages) : update;
    if (install.status === 0) return;
    console.error('The installation failed; the suites that need these packages will fail.');
  } else {
    console.error(`Install them once, then run npm test again:\n\n  sudo apt-get install -y ${packages.join(' ')}\n`);
  }
}

/** Whether a TCP server answers (the integration tests' real PostgreSQL and Redis). */
function answers(url, defaultPort) {
  return new Promise((resolve) => {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      resolve(false);
      return;
    }
    const host = parsed.hostname || '127.0.0.1';
    const port = Number(parsed.port) || defaultPort;
    const socket = net.connect(port, host);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(1500, () => done(false));
  });
}

async function servers() {
  const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const pgUrl = process.env.TEST_DATABASE_URL;
  const redis = await answers(redisUrl, 6379);
  const postgres = pgUrl ? await answers(pgUrl, 5432) : false;
  const lines = [
    redis
      ? `Redis: the Redis tests run against ${redisUrl} (each with its own key prefix)`
      : `Redis: SKIPPED — nothing answers at ${redisUrl} (set TEST_REDIS_URL, or start redis-server)`,
    postgres
      ? `PostgreSQL: the integration tests also run against ${pgUrl.replace(/:[^:@/]+@/, ':***@')}`
      : pgUrl
        ? `PostgreSQL: SKIPPED — nothing answers at TEST_DATABASE_URL (${pgUrl.replace(/:[^:@/]+@/, ':***@')}); the embedded PGlite runs every test`
        : 'PostgreSQL: SKIPPED (TEST_DATABASE_URL unset; .ci/run sets it when a server answers on 5432); the embedded PGlite runs every test',
  ];
  return lines;
}

/** Runs a suite; alone it prints as it goes, beside others its output comes whole at its end. */
function run(suite, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(suite.cmd[0], suite.cmd.slice(1), {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let ended = false;
    const end = (code) => {
      if (ended) return;
      ended = true;
      if (output.length) process.stdout.write(Buffer.concat(output));
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) console.log(`✓ ${suite.name} (${seconds.toFixed(1)} s)`);
      else console.error(`✗ ${suite.name} failed (${seconds.toFixed(1)} s)`);
      resolve({ name: suite.name, status: code === 0 ? 'passed' : 'failed', seconds });
    };
    // A command that cannot start (missing binary) ends with 'error' and maybe no 'close'.
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(null);
    });
    child.on('close', end);
  });
}

const only = process.argv.slice(2);
const started = Date.now();
ensureSystemPackages();
const serverLines = await servers();
console.log(serverLines.join('\n'));

const results = [];
for (const step of steps) {
  const suites = step.filter((suite) => !only.length || only.some((o) => suite.name.includes(o)));
  if (!suites.length) continue;
  const runnable = [];
  for (const suite of suites) {
    const missing = (suite.needs ?? []).find((path) => !existsSync(path));
    const failedBefore = suite.after && results.find((result) => result.name === suite.after && result.status !== 'passed');
    if (missing) {
      console.error(`\n✗ ${suite.name}: ${missing} is missing (see above: sudo apt-get install -y chromium)`);
      results.push({ name: suite.name, status: 'failed', seconds: 0, note: `${missing} is missing` });
    } else if (failedBefore) {
      console.error(`\n✗ ${suite.name}: not run, it needs ${suite.after}, which failed`);
      results.push({ name: suite.name, status: 'not run', seconds: 0, note: `needs ${suite.after}` });
    } else runnable.push(suite);
  }
  if (!runnable.length) continue;
  console.log(`\n▶ ${runnable.map((suite) => suite.name).join(' + ')}`);
  results.push(...(await Promise.all(runnable.map((suite) => run(suite, runnable.length === 1)))));
}

const mark = { passed: '✓', failed: '✗', 'not run': '–' };
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log('\nSummary');
for (const result of results) {
  const time = result.seconds ? ` (${result.seconds.toFixed(1)} s)` : '';
  console.log(`  ${mark[result.status]} ${result.name}: ${result.status}${time}${result.note ? ` — ${result.note}` : ''}`);
}
for (const line of serverLines) console.log(`  ${line}`);
const failed = results.filter((result) => result.status !== 'passed').length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed or not run, in ${minutes} min`);
process.exit(failed ? 1 : 0);
