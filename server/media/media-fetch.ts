/**
 * Pictures a bundle gives by https URL are fetched into the media store at import, not shown from
 * the other site: the pages' Content-Security-Policy allows images from the shop only ('self'), so
 * the picture passes the same checks as an uploaded one, does not vanish or change when the other
 * site does, and shoppers' browsers never call a third party. Fetching is a door into the shop's
 * network (SSRF), so: https only, a deadline, a size cap, at most 3 redirects, and no address that
 * is private, loopback, link-local or otherwise not on the internet (checked at connection time,
 * on every redirect, so a name cannot resolve elsewhere between check and use) unless
 * MEDIA_FETCH_ALLOW names the host or its network.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { get, type RequestOptions } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { fail, succeed, type Outcome } from '../core/outcome';

export interface FetchSettings {
  /** MEDIA_FETCH_ALLOW: host names, addresses and networks (`10.0.0.0/8`) fetched although not public. */
  allow: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Certificates trusted besides the system's (tests' own server). */
  ca?: string | Buffer;
}

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 3],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], ['::ffff:0:0', 96], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** `::ffff:10.0.0.1` is 10.0.0.1. */
function normalised(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

function allowedNetworks(allow: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of allow) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Whether the shop may connect to this address. */
function reachable(address: string, allowed: BlockList): boolean {
  const { address: plain, family } = normalised(address);
  return !NOT_PUBLIC.check(plain, family) || allowed.check(plain, family);
}

class RefusedAddress extends Error {}

/** A DNS lookup that fails when any address of the name is one the shop may not reach. */
function guardedLookup(allowed: BlockList): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !reachable(entry.address, allowed));
      if (refused) return callback(new RefusedAddress(`${hostname} is at ${refused.address}`), '', 0);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

type Answer = { kind: 'body'; bytes: Buffer } | { kind: 'redirect'; location: string } | { kind: 'status'; status: number } | { kind: 'too-large' };

function request(url: URL, options: RequestOptions, maxBytes: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = get(url, options, (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ kind: 'redirect', location: response.headers.location });
      }
      if (status !== 200) {
        response.resume();
        return resolve({ kind: 'status', status });
      }
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
        sent.destroy();
        return resolve({ kind: 'too-large' });
      }
      const chunks: Buffer[] = [];
      let length = 0;
      response.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length > maxBytes) {
          sent.destroy();
          resolve({ kind: 'too-large' });
        } else chunks.push(chunk);
      });
      response.on('end', () => resolve({ kind: 'body', bytes: Buffer.concat(chunks, length) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
  });
}

/** The bytes at an https URL, or why they could not be had (`invalid-input`: the URL's fault; `provider-unavailable`: the other site's). */
export async function fetchPicture(address: string, settings: FetchSettings): Promise<Outcome<Buffer>> {
  const allowed = allowedNetworks(settings.allow);
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return fail('invalid-input', `${address} is not a URL`);
  }
  for (let redirects = 0; ; redirects += 1) {
    if (url.protocol !== 'https:') return fail('invalid-input', `${address}: pictures are fetched over https only (${url.href})`);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const hostAllowed = settings.allow.includes(host.toLowerCase());
    // A literal address never goes through the lookup: it is checked here.
    if (isIP(host) && !hostAllowed && !reachable(host, allowed)) return refusedHost(address, url);
    const options: RequestOptions = {
      // A connection of its own: a pooled one may have been opened under other rules, to another address.
      agent: false,
      signal: deadline,
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg', 'user-agent': 'Boutique picture import' },
      ...(hostAllowed ? {} : { lookup: guardedLookup(allowed) }),
      ...(settings.ca ? { ca: settings.ca } : {}),
    };
    let answer: Answer;
    try {
      answer = await request(url, options, settings.maxBytes);
    } catch (error) {
      if (error instanceof RefusedAddress || (error as { cause?: unknown }).cause instanceof RefusedAddress) return refusedHost(address, url);
      if (deadline.aborted) return fail('provider-unavailable', `${address} did not answer within ${settings.timeoutMs / 1000} s`);
      return fail('provider-unavailable', `${address} could not be fetched: ${(error as Error).message}`);
    }
    switch (answer.kind) {
      case 'body': return succeed(answer.bytes);
      case 'too-large': return fail('invalid-input', `${address} is larger than ${Math.round(settings.maxBytes / 1024 / 1024)} MB`);
      case 'status': return fail(answer.status >= 500 ? 'provider-unavailable' : 'invalid-input', `${address} answered ${answer.status}`);
      case 'redirect':
        if (redirects >= settings.maxRedirects) return fail('invalid-input', `${address} redirects more than ${settings.maxRedirects} times`);
        try {
          url = new URL(answer.location, url);
        } catch {
          return fail('invalid-input', `${address} redirects to ${answer.location}, which is not a URL`);
        }
    }
  }
}

function refusedHost(address: string, url: URL): Outcome<never> {
  return fail('invalid-input', `${address}: ${url.hostname} is not on the public internet (MEDIA_FETCH_ALLOW may allow it)`);
}
