// `npm test`: every suite that needs no network, in order; stops at the first failing step.
// Suites of one step run side by side (their output is printed whole as each ends): on CI's two
// cores the type check and the lint are single-threaded, the test runners use every core.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const npx = (args) => ['node_modules/.bin/' + args[0], ...args.slice(1)];
const steps = [
  [
    { name: 'type check', cmd: npx(['tsc', '--noEmit', '-p', 'tsconfig.json']) },
    { name: 'lint', cmd: npx(['eslint', '--max-warnings', '0', '.']) },
  ],
  // What production runs: the compiled bundles must build, and the compiled command must start.
  [{ name: 'production build', cmd: ['node', 'scripts/build.mjs', '--quiet'] }],
  // The JavaScript each main page runs before hydrating, gzip, against its ceiling (issue 15).
  [{ name: 'bundle budget', cmd: ['node', '--import', 'tsx', 'scripts/bundle-budget.mjs'] }],
  [{ name: 'compiled command', cmd: ['node', 'dist/cli/main.js', '--help'] }],
  [{ name: 'unit and integration (vitest)', cmd: npx(['vitest', 'run']) }],
  // The security proof (issue 16): hostile input, access matrix, tokens, redirects, XSS, CSRF, races, faults.
  [{ name: 'security (vitest)', cmd: npx(['vitest', 'run', '-c', 'vitest.security.config.ts', '--passWithNoTests']) }],
  [{ name: 'features (cucumber)', cmd: npx(['cucumber-js']) }],
  [{ name: 'browser journeys (playwright)', cmd: npx(['playwright', 'test']), needs: '/usr/bin/chromium' }],
];

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
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`✓ ${suite.name} (${seconds} s)`);
      else console.error(`✗ ${suite.name} failed (${seconds} s)`);
      resolve(code === 0);
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
let passed = 0;
let failed = 0;
for (const step of steps) {
  const suites = step.filter((suite) => !only.length || only.some((o) => suite.name.includes(o)));
  if (!suites.length) continue;
  const missing = suites.find((suite) => suite.needs && !existsSync(suite.needs));
  if (missing) {
    console.error(`\n✗ ${missing.name}: ${missing.needs} is missing (run .ci/run or apt-get install chromium)`);
    failed++;
    break;
  }
  console.log(`\n▶ ${suites.map((suite) => suite.name).join(' + ')}`);
  const results = await Promise.all(suites.map((suite) => run(suite, suites.length === 1)));
  passed += results.filter(Boolean).length;
  failed += results.filter((ok) => !ok).length;
  if (failed) break;
}
console.log(`\nsuites: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
