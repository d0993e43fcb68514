// `npm run demo:bundle -- OUT [--products N] [--seed S]`: the demo catalogue written as a catalogue
// bundle (docs/catalogue-format.md), the very bundle a demo shop imports on its first start: a
// folder, or a .zip / .tar.gz by OUT's extension. Its pictures are photo-like JPEG files, one per
// garment kind, colour and view (686 for the 720 products, at most 1,024 for any count), rendered
// once a machine (server/demo/photo-cache.ts: some 40 ms each the first time).
import { parseArgs } from 'node:util';
import { writeDemoBundle } from '../server/demo/demo-bundle.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { products: { type: 'string', default: '720' }, seed: { type: 'string', default: '42' } },
});
const whole = (name, text, min, max) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`error: --${name} ${JSON.stringify(text)} is not a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
};
if (positionals.length !== 1) {
  console.error('usage: npm run demo:bundle -- OUT [--products N] [--seed S]   (OUT: a folder, or a .zip / .tar.gz)');
  process.exit(2);
}
const products = whole('products', values.products, 108, 1_000_000);
const seed = whole('seed', values.seed, 0, 2 ** 31 - 1);
const started = performance.now();
const tty = process.stderr.isTTY;
const written = await writeDemoBundle(positionals[0], {
  seed,
  products,
  onPicture: (done) => {
    if (tty && done % 50 === 0) process.stderr.write(`\rpictures: ${done}`);
  },
});
if (tty) process.stderr.write('\r');
console.log(`${positionals[0]}: the demo catalogue (${written} products, seed ${seed}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
