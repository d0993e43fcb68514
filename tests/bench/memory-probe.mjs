/**
 * Where a shop's memory goes, for the benchmarks: `node --import ./tests/bench/memory-probe.mjs …`
 * (tests/bench/pages.bench.ts adds it with BENCH_PROBE=1) appends one JSON line every
 * BENCH_PROBE_SECONDS (5) to BENCH_PROBE_FILE: the resident size, process.memoryUsage() (V8's heap,
 * external and array buffers), V8's old and new space, and the WebAssembly memories the process
 * made (PGlite's embedded PostgreSQL: it only grows). Nothing of the shop's own code changes.
 */
import { appendFileSync } from 'node:fs';
import v8 from 'node:v8';

const file = process.env.BENCH_PROBE_FILE;
const seconds = Number(process.env.BENCH_PROBE_SECONDS ?? 5);
const memories = new Set();

/** An instance's exported memory, or the one it was given (Emscripten exports it). */
function remember(instance, imports) {
  for (const value of Object.values(instance?.exports ?? {})) if (value instanceof WebAssembly.Memory) memories.add(value);
  for (const module of Object.values(imports ?? {})) {
    for (const value of Object.values(module ?? {})) if (value instanceof WebAssembly.Memory) memories.add(value);
  }
}

// Memories made by the code itself (a dynamically linked Emscripten module makes its own).
WebAssembly.Memory = new Proxy(WebAssembly.Memory, {
  construct(target, args, newTarget) {
    const memory = Reflect.construct(target, args, newTarget);
    memories.add(memory);
    return memory;
  },
});
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async function (source, imports, ...rest) {
  const result = await instantiate.call(this, source, imports, ...rest);
  remember(result instanceof WebAssembly.Instance ? result : result.instance, imports);
  return result;
};
const streaming = WebAssembly.instantiateStreaming;
if (streaming) {
  WebAssembly.instantiateStreaming = async function (source, imports, ...rest) {
    const result = await streaming.call(this, source, imports, ...rest);
    remember(result.instance, imports);
    return result;
  };
}

const mb = (bytes) => Math.round(bytes / 1048576);

function sample() {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [space.space_name, space]));
  const line = {
    t: Math.round(process.uptime()),
    rss: mb(usage.rss),
    heapUsed: mb(usage.heapUsed),
    heapTotal: mb(usage.heapTotal),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    oldSize: mb(spaces.old_space?.space_size ?? 0),
    oldUsed: mb(spaces.old_space?.space_used_size ?? 0),
    codeSize: mb(spaces.code_space?.space_size ?? 0),
    newSize: mb(spaces.new_space?.space_size ?? 0),
    largeSize: mb(spaces.large_object_space?.space_size ?? 0),
    wasm: mb([...memories].reduce((sum, memory) => sum + memory.buffer.byteLength, 0)),
  };
  if (file) appendFileSync(file, `${JSON.stringify(line)}\n`);
}

if (file) setInterval(sample, seconds * 1000).unref();
