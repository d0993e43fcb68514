/**
 * The origin absolute URLs are built from (DESIGN decision 13): canonical and hreflang links,
 * sitemaps, robots.txt, parse and product answers, the stores' base URLs and mail links. It is
 * decided once per request, here, and never echoes an unchecked `Host` header:
 *
 * - a host of PUBLIC_URL or STORE_BASE_URLS → that configured origin (its scheme included);
 * - a host in ALLOWED_HOSTS → the request's own origin (`localhost`, `127.0.0.1` and `[::1]` at the
 *   shop's port by default; an entry at PORT also matches the port the shop really listens on);
 * - any other host, or none → the configured origin: PUBLIC_URL, else http://localhost:PORT;
 * - a malformed `Host` (`[::1`, `a b`, `127.0.0.1:99999`, `user@host`) → 400 before any route runs.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoreId } from '../../src/domain/store/stores';
import { sendError } from './errors';

/** The settings the origin is decided from (PORT, PUBLIC_URL, STORE_BASE_URLS, ALLOWED_HOSTS of server/core/config.ts, which reads host entries with `parseHost`). */
export interface OriginConfig {
  port: number;
  publicUrl: string | undefined;
  storeBaseUrls: Partial<Record<StoreId, string>>;
  allowedHosts: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Scheme and host absolute URLs of this request are built from (never a path, never a trailing slash). */
    trustedOrigin: string;
  }
}

export interface HostAndPort {
  /** Lower-cased name, IPv4 address or bracketed IPv6 address. */
  hostname: string;
  port: number | null;
}

const HOST_PATTERN = /^(\[[0-9a-f:.]{2,45}\]|[a-z0-9_](?:[a-z0-9_.-]{0,252}))(?::(\d{1,5}))?$/;

/** `host[:port]` as a Host header or an ALLOWED_HOSTS entry writes it; null when malformed. */
export function parseHost(value: string): HostAndPort | null {
  const text = value.trim().toLowerCase();
  const match = HOST_PATTERN.exec(text);
  if (!match) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && port > 65535) return null;
  const hostname = match[1];
  if (hostname.startsWith('[')) {
    try {
      if (new URL(`http://${hostname}`).hostname !== hostname) return null;
    } catch {
      return null;
    }
  }
  return { hostname, port };
}

export type OriginDecision = { ok: true; origin: string } | { ok: false; message: string };

export interface OriginRequest {
  /** The Host header ('' when absent). */
  host: string;
  protocol: string;
  /** Port the connection arrived on; for in-process requests, the port the shop listens on (absent before it listens). */
  localPort?: number;
}

/** The origin decision of one request, from the configuration alone. */
export function originPolicy(config: OriginConfig): (request: OriginRequest) => OriginDecision {
  const configuredOrigin = config.publicUrl ? new URL(config.publicUrl).origin : `http://localhost:${config.port}`;
  const configured = new Map<string, string>();
  for (const url of [config.publicUrl, ...Object.values(config.storeBaseUrls)]) {
    if (!url) continue;
    const parsed = new URL(url);
    if (!configured.has(parsed.host)) configured.set(parsed.host, parsed.origin);
  }
  const allowed = config.allowedHosts.map(parseHost).filter((entry): entry is HostAndPort => entry !== null);

  return ({ host, protocol, localPort }) => {
    if (!host) return { ok: true, origin: configuredOrigin };
    const parsed = parseHost(host);
    if (!parsed) return { ok: false, message: 'Invalid Host header' };
    const scheme = protocol === 'https' ? 'https' : 'http';
    const defaultPort = scheme === 'https' ? 443 : 80;
    const port = parsed.port ?? defaultPort;
    const authority = port === defaultPort ? parsed.hostname : `${parsed.hostname}:${port}`;
    const own = configured.get(authority);
    if (own) return { ok: true, origin: own };
    const isAllowed = allowed.some(
      (entry) =>
        entry.hostname === parsed.hostname &&
        (entry.port === null || entry.port === port || (entry.port === config.port && localPort !== undefined && localPort === port)),
    );
    return { ok: true, origin: isAllowed ? `${scheme}://${authority}` : configuredOrigin };
  };
}

/** Root onRequest hook: decides `request.trustedOrigin`, or refuses a malformed Host with a 400. */
export function trustedOriginHook(config: OriginConfig) {
  const decide = originPolicy(config);
  return async function trustedOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const decision = decide({ host: request.host, protocol: request.protocol, localPort: request.socket?.localPort ?? listeningPort(request) });
    if (!decision.ok) return sendError(reply, 400, decision.message);
    request.trustedOrigin = decision.origin;
  };
}

/**
 * The port the shop listens on, for in-process requests (the server render asks the API through
 * `app.inject()`, with no socket, for the page's own trusted host).
 */
function listeningPort(request: FastifyRequest): number | undefined {
  const address = request.server.server.address();
  return address && typeof address === 'object' ? address.port : undefined;
}

/** The trusted origin of a request (decided once by `trustedOriginHook`). */
export function requestOrigin(request: FastifyRequest): string {
  return request.trustedOrigin;
}
