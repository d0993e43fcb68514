/**
 * products.jsonl: the records of products.csv as JSON, one size per line, its fields the CSV's
 * columns (checked with the products.jsonl schema). Numbers, true/false and lists are allowed
 * where the CSV has text: `12.5`, `true`, `["pictures/a.jpg", "pictures/b.jpg"]`.
 */
import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { unknownColumnText } from './merchandise-bundle-columns';
import type { ProductRow } from './merchandise-bundle-csv';
import { shapeText, syntaxText } from './merchandise-bundle-json';
import { type BundleLimits, type BundleProblems, sizeText } from './merchandise-bundle-limits';
import { utf8Check } from './merchandise-bundle-text';
import { shapeErrors } from './merchandise-schemas';

/** The file's lines with their numbers; a line longer than `max` characters comes as null. */
async function* linesOf(source: AsyncIterable<Buffer>, max: number): AsyncGenerator<{ line: number; text: string | null }> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let line = 1;
  let tooLong = false;
  for await (const chunk of source) {
    let text = pending + decoder.write(chunk);
    let newline = text.indexOf('\n');
    while (newline !== -1) {
      yield { line, text: tooLong ? null : text.slice(0, newline) };
      line += 1;
      tooLong = false;
      text = text.slice(newline + 1);
      newline = text.indexOf('\n');
    }
    if (text.length > max) {
      tooLong = true;
      text = '';
    }
    pending = text;
  }
  pending += decoder.end();
  if (tooLong || pending.trim() !== '') yield { line, text: tooLong ? null : pending };
}

const cellOf = (value: unknown): string => {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join('|');
  return String(value);
};

export async function* jsonlRows(filePath: string, file: string, limits: BundleLimits, problems: BundleProblems): AsyncGenerator<ProductRow> {
  const text = new PassThrough();
  const flowing = pipeline(createReadStream(filePath), utf8Check(file, problems), text).catch((error: Error) => text.destroy(error));
  // A record holds a few dozen cells, each at most the cell limit.
  const maxLine = limits.cellBytes * 16;
  try {
    for await (const { line, text: json } of linesOf(text, maxLine)) {
      if (json === null) {
        problems.at(file, line, `is over ${sizeText(maxLine)}`);
        continue;
      }
      if (json.trim() === '') continue;
      const row = rowOf(json, line, file, limits, problems);
      if (row) yield row;
    }
  } catch {
    // The file stopped being readable (not UTF-8 at all): its problems say why.
  } finally {
    text.destroy();
    await flowing;
  }
}

function rowOf(json: string, line: number, file: string, limits: BundleLimits, problems: BundleProblems): ProductRow | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    problems.at(file, line, `is not valid JSON (${syntaxText((error as Error).message)})`);
    return null;
  }
  const errors = shapeErrors('productRecord', value);
  for (const error of errors) {
    if (error.keyword === 'additionalProperties') {
      for (const name of error.params.additionalProperties as string[]) problems.at(file, line, unknownColumnText(name), name);
      continue;
    }
    const worded = shapeText('productRecord', error, value);
    if (worded) problems.at(file, line, worded.message, worded.field || undefined);
  }
  if (errors.length > 0) return null;
  const cells = new Map<string, string>();
  let sound = true;
  for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
    const cell = cellOf(field);
    if (Buffer.byteLength(cell) > limits.cellBytes) {
      problems.at(file, line, `${name} is over ${sizeText(limits.cellBytes)}`, name);
      sound = false;
    } else cells.set(name, cell);
  }
  return sound ? { line, cells } : null;
}
