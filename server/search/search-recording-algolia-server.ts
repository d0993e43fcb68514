/**
 * Test helper (not a test file): a local HTTP server standing in for Algolia's write API. It
 * records every call the `algoliasearch` client makes and answers as Algolia does, tasks being
 * published at once, so the indexer can be tested with no network.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface RecordingAlgolia {
  url: string;
  calls: RecordedCall[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  let bytes = Buffer.concat(chunks);
  if (bytes.length === 0) return undefined;
  if (request.headers['content-encoding'] === 'gzip') bytes = gunzipSync(bytes);
  return JSON.parse(bytes.toString('utf8'));
}

export async function startRecordingAlgolia(): Promise<RecordingAlgolia> {
  const calls: RecordedCall[] = [];
  let taskID = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = await readBody(request);
      calls.push({ method: request.method ?? 'GET', path: decodeURIComponent(url.pathname), headers: request.headers, body });
      const updatedAt = new Date().toISOString();
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.method === 'GET' && /^\/1\/indexes\/[^/]+\/task\/\d+$/.test(url.pathname)) return answer(200, { status: 'published' });
      if (request.method === 'PUT' && url.pathname.endsWith('/settings')) return answer(200, { taskID: ++taskID, updatedAt });
      if (request.method === 'POST' && url.pathname.endsWith('/operation')) return answer(200, { taskID: ++taskID, updatedAt });
      if (request.method === 'POST' && url.pathname.endsWith('/batch')) {
        const requests = (body as { requests: { body: { objectID: string } }[] }).requests;
        return answer(200, { taskID: ++taskID, objectIDs: requests.map((entry) => entry.body.objectID) });
      }
      answer(404, { message: `Not recorded: ${request.method} ${url.pathname}`, status: 404 });
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: String(error), status: 500 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
