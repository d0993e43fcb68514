import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { createCliContainer } from '../src/adapters/container/cli';
import { runCli } from './program';
import { searchSettingsFromEnv } from './search-settings';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

process.exitCode = await runCli(process.argv.slice(2), {
  createContainer: (options) => createCliContainer({ ...options, search: searchSettingsFromEnv(process.env) }),
  output: {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  },
  homeDir: homedir(),
  version,
});
