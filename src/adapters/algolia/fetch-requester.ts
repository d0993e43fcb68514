import type { liteClient } from 'algoliasearch/lite';

export type AlgoliaRequester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;
type EndRequest = Parameters<AlgoliaRequester['send']>[0];
type RequesterResponse = Awaited<ReturnType<AlgoliaRequester['send']>>;

/**
 * The `algoliasearch` requester on a `fetch` of our choosing: the global one in the browser and
 * the CLI, the in-process one during server rendering (no network hop, as for the v5 API). A
 * connection or answer that takes too long is aborted and reported timed out, so the client's
 * retry logic (and our 'Network Error') applies as with its own requesters.
 */
export function createFetchRequester(fetchFn: typeof globalThis.fetch = (...args) => globalThis.fetch(...args)): AlgoliaRequester {
  return {
    async send(request: EndRequest): Promise<RequesterResponse> {
      const controller = new AbortController();
      let timedOut = false;
      const abortAfter = (ms: number) =>
        setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, ms);
      let timer = abortAfter(request.connectTimeout);
      try {
        const response = await fetchFn(request.url, {
          method: request.method,
          headers: request.headers,
          body: (request.data ?? null) as BodyInit | null,
          signal: controller.signal,
          redirect: 'manual',
        });
        clearTimeout(timer);
        timer = abortAfter(request.responseTimeout);
        const content = await response.text();
        return { status: response.status, content, isTimedOut: false };
      } catch (error) {
        return { status: 0, content: error instanceof Error ? error.message : 'Network request failed', isTimedOut: timedOut };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
