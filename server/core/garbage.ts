/**
 * Bulk work (a catalogue import) makes garbage faster than V8 collects it: with a large live heap
 * (a 100,000-product bundle is some 450 MB) V8 lets garbage grow by most of that again before a
 * full collection, and the COPY buffers it holds keep their memory outside the heap until then.
 * When node runs with `--expose-gc` (as `npm start` does), `collectAfter(bytes)` gives a check to
 * call between chunks of work: past `bytes` of new heap since the last collection, it collects.
 * Without the flag the check does nothing and the work is the same.
 */
import { getHeapStatistics } from 'node:v8';

export function collectAfter(bytes: number): () => void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return () => {};
  let live = getHeapStatistics().used_heap_size;
  return () => {
    if (getHeapStatistics().used_heap_size - live < bytes) return;
    gc();
    live = getHeapStatistics().used_heap_size;
  };
}
