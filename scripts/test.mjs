// `npm test`: every suite that needs no network, in order; stops at the first failing suite.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const npx = (args) => ['node_modules/.bin/' + args[0], ...args.slice(1)];
const suites = [
  { name: 'type check', cmd: npx(['tsc', '--noEmit', '-p', 'tsconfig.json']) },
  { name: 'lint', cmd: npx(['eslint', '--max-warnings', '0', '.']) },
  // What production runs: the compiled bundles must build, and the compiled command must start.
  { name: 'production build', cmd: ['node', 'scripts/build.mjs', '--quiet'] },
  // The JavaScript each main page runs before hydrating, gzip, against its ceiling (issue 15).
  { name: 'bundle budget', cmd: ['node', '--import', 'tsx', 'scripts/bundle-budget.mjs'] },
  { name: 'compiled command', cmd: ['node', 'dist/cli/main.js', '--help'] },
  { name: 'unit and integration (vitest)', cmd: npx(['vitest', 'run']) },
  // The security proof (issue 16): hostile input, access matrix, tokens, redirects, XSS, CSRF, races, faults.
  { name: 'security (vitest)', cmd: npx(['vitest', 'run', '-c', 'vitest.security.config.ts', '--passWithNoTests']) },
  { name: 'features (cucumber)', cmd: npx(['cucumber-js']) },
  { name: 'browser journeys (playwright)', cmd: npx(['playwright', 'test']), needs: '/usr/bin/chromium' },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const suite of suites) {
  if (only.length && !only.some((o) => suite.name.includes(o))) continue;
  if (suite.needs && !existsSync(suite.needs)) {
    console.error(`\n✗ ${suite.name}: ${suite.needs} is missing (run .ci/run or apt-get install chromium)`);
    failed++;
    break;
  }
  console.log(`\n▶ ${suite.name}`);
  const started = Date.now();
  const result = spawnSync(suite.cmd[0], suite.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed++;
    console.log(`✓ ${suite.name} (${seconds} s)`);
  } else {
    failed++;
    console.error(`✗ ${suite.name} failed (${seconds} s)`);
    break;
  }
}
console.log(`\nsuites: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
