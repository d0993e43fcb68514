import { createReadStream } from 'node:fs';
import { homedir } from 'node:os';
import { createInterface } from 'node:readline/promises';
import { createCliContainer } from '../src/adapters/container/cli';
// Bundled into dist/cli/main.js by `npm run build`, so the version needs no path at run time.
import packageJson from '../package.json' with { type: 'json' };
import { runCli } from './program';
import { searchSettingsFromEnv } from './search-settings';

const { version } = packageJson;

process.exitCode = await runCli(process.argv.slice(2), {
  createContainer: (options) => createCliContainer({ ...options, search: searchSettingsFromEnv(process.env) }),
  output: {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  },
  homeDir: homedir(),
  version,
  readStdin: async () => {
    // A terminal is not a pipe: nothing was given, do not wait for typing.
    if (process.stdin.isTTY) return '';
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  // The terminal itself, even when stdin is the password's pipe; no terminal (a script, CI): nobody to ask.
  askLine: async (question) => {
    if (!process.stderr.isTTY) return null;
    try {
      const input = createReadStream('/dev/tty');
      const prompt = createInterface({ input, output: process.stderr });
      try {
        return await prompt.question(question);
      } finally {
        prompt.close();
        input.destroy();
      }
    } catch {
      return null;
    }
  },
});
