// `npm run -s totp -- SECRET`: the current 6-digit TOTP code of a base32 secret (RFC 6238, 30 s),
// what an authenticator app shows: for the demo staff accounts' known secrets (README "Demo
// customers") and for scripts. `--at ISO-DATE` gives the code of another moment.
import { generate } from 'otplib';

const args = process.argv.slice(2);
const atIndex = args.indexOf('--at');
const at = atIndex === -1 ? new Date() : new Date(args[atIndex + 1]);
const secret = args.find((arg, index) => !arg.startsWith('--') && (atIndex === -1 || index !== atIndex + 1));
if (!secret || Number.isNaN(at.getTime())) {
  process.stderr.write('usage: npm run -s totp -- SECRET [--at ISO-DATE]\n');
  process.exit(2);
}
try {
  process.stdout.write(`${await generate({ secret: secret.replace(/\s+/g, '').toUpperCase(), epoch: Math.floor(at.getTime() / 1000) })}\n`);
} catch (error) {
  process.stderr.write(`Not a usable secret: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
