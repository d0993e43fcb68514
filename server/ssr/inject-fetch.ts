import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A `fetch` that answers from the same Fastify app through `app.inject()`: the server render
 * reaches the API with no network hop, no port and no TLS. Only path and query of the URL count.
 */
export function createInjectFetch(app: FastifyInstance): typeof fetch {
  const injectFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // ky hands over a ready Request (the options are in it): read it as it is instead of copying it.
    const request = input instanceof Request && (init === undefined || Object.keys(init).length === 0) ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    // The bytes go straight into a Response: never ask the app to compress them.
    delete headers['accept-encoding'];
    // The page's own host: the API builds absolute URLs (alternates, store base URLs) from it.
    headers.host ??= url.host;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
    const payload = hasBody ? Buffer.from(await request.arrayBuffer()) : undefined;
    const reply = await app.inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) value.forEach((entry) => responseHeaders.append(name, entry));
      else responseHeaders.set(name, String(value));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      statusText: reply.statusMessage,
      headers: responseHeaders,
    });
  };
  return injectFetch as typeof fetch;
}
