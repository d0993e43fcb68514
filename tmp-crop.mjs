import sharp from 'sharp';
const [file, out, fromBottom, height] = process.argv.slice(2);
const meta = await sharp(file).metadata();
const top = Math.max(0, meta.height - Number(fromBottom));
await sharp(file).extract({ left: 0, top, width: meta.width, height: Math.min(Number(height), meta.height - top) }).toFile(out);
console.log(meta.width, meta.height);
