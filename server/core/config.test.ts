import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('has safe defaults', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: 'boutique:',
      trustProxy: false,
      smtpUrl: undefined,
      mailFrom: 'Boutique <no-reply@boutique.example>',
      workers: 1,
      shutdownGraceMs: 10_000,
      logLevel: 'info',
      logRequests: 'all',
      maintenance: false,
      mode: 'production',
      publicUrl: undefined,
      storeBaseUrls: {},
      allowedHosts: ['localhost:3000', '127.0.0.1:3000', '[::1]:3000'],
      cacheTtlSeconds: 300,
      pageCacheMb: 32,
      catalogue: { kind: 'demo' },
      catalogueSeed: 42,
      catalogueProducts: 720,
      catalogueReseed: false,
      orderPaymentTimeoutMinutes: 30,
      basketReminderAfterHours: 24,
      paymentTimeoutMs: 15_000,
      databasePool: { size: 10, statementTimeoutMs: 15_000, acquireTimeoutMs: 3000 },
      mediaS3Url: undefined,
      mediaRenders: 2,
      mediaCacheMb: 1024,
      mediaMemoryMb: 16,
      answerCacheEntries: 1000,
      searchCacheMb: 16,
      ignoredSettings: [],
    });
  });

  it('bounds every cache in memory by a setting, and logs every request or only failures', () => {
    expect(readConfig({ PAGE_CACHE_MB: '8', MEDIA_MEMORY_MB: '0', ANSWER_CACHE_ENTRIES: '200', SEARCH_CACHE_MB: '4', LOG_REQUESTS: 'errors' })).toMatchObject({
      pageCacheMb: 8,
      mediaMemoryMb: 0,
      answerCacheEntries: 200,
      searchCacheMb: 4,
      logRequests: 'errors',
      ignoredSettings: [],
    });
    const wrong = readConfig({ ANSWER_CACHE_ENTRIES: '0', MEDIA_MEMORY_MB: 'lots', LOG_REQUESTS: 'some' });
    expect(wrong).toMatchObject({ answerCacheEntries: 1000, mediaMemoryMb: 16, logRequests: 'all' });
    expect(wrong.ignoredSettings).toEqual([
      'LOG_REQUESTS="some" is not one of all, errors: all is used',
      'MEDIA_MEMORY_MB="lots" is not a whole number from 0 to 4096: 16 is used',
      'ANSWER_CACHE_ENTRIES="0" is not a whole number from 1 to 1000000: 1000 is used',
    ]);
  });

  it('keeps the pictures in an S3 bucket named by MEDIA_S3_URL, and bounds their renders and disk cache', () => {
    const url = 'http://AKID:s3cret@127.0.0.1:4569/photos?region=eu-west-3';
    expect(readConfig({ MEDIA_S3_URL: ` ${url} `, MEDIA_RENDERS: '4', MEDIA_CACHE_MB: '0' })).toMatchObject({ mediaS3Url: url, mediaRenders: 4, mediaCacheMb: 0, ignoredSettings: [] });
    const wrong = readConfig({ MEDIA_S3_URL: 'ftp://AKID:s3cret@host/photos', MEDIA_RENDERS: '0' });
    expect(wrong).toMatchObject({ mediaS3Url: undefined, mediaRenders: 2 });
    expect(wrong.ignoredSettings).toHaveLength(2);
    expect(wrong.ignoredSettings.join(' ')).not.toContain('s3cret');
    expect(readConfig({ MEDIA_S3_URL: 'http://127.0.0.1:4569/' }).mediaS3Url).toBeUndefined();
  });

  it('starts a new shop on the demo, a merchant\'s bundle (CATALOGUE_BUNDLE) or nothing (CATALOGUE=empty)', () => {
    expect(readConfig({ CATALOGUE: 'demo' }).catalogue).toEqual({ kind: 'demo' });
    expect(readConfig({ CATALOGUE_BUNDLE: ' ./bundles/spring.zip ' }).catalogue).toEqual({ kind: 'bundle', path: './bundles/spring.zip' });
    expect(readConfig({ CATALOGUE: 'Empty' })).toMatchObject({ catalogue: { kind: 'empty' }, ignoredSettings: [] });
    expect(readConfig({ CATALOGUE: 'empty', CATALOGUE_BUNDLE: 'a.zip' })).toMatchObject({
      catalogue: { kind: 'empty' },
      ignoredSettings: ['CATALOGUE_BUNDLE="a.zip" is not read with CATALOGUE=empty: the shop starts with no products'],
    });
    expect(readConfig({ CATALOGUE: 'shopify' })).toMatchObject({
      catalogue: { kind: 'demo' },
      ignoredSettings: ['CATALOGUE="shopify" is neither demo nor empty (a merchant\'s catalogue is CATALOGUE_BUNDLE=path): the demo is used'],
    });
  });

  it('reads the environment, ignoring values that make no sense', () => {
    const config = readConfig({
      PORT: '3101',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/boutique',
      DATABASE_URL: 'postgres://shop@db/shop',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_PREFIX: 'shop-eu:',
      SMTP_URL: 'smtp://relay.example:587',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, evil host',
      WORKERS: '4',
      SHUTDOWN_GRACE_SECONDS: '30',
      LOG_LEVEL: 'debug',
      MAINTENANCE: 'true',
      NODE_ENV: 'development',
      PUBLIC_URL: 'https://shop.example/',
      STORE_BASE_URLS: '{"boutique_es":"https://es.shop.example","nope":"https://x.example","boutique_it":"ftp://x"}',
      CACHE_TTL_SECONDS: '0',
      PAGE_CACHE_MB: '0',
      CATALOGUE_PRODUCTS: '100000',
    });
    expect(config).toMatchObject({
      port: 3101,
      host: '0.0.0.0',
      dataDir: '/var/boutique',
      databaseUrl: 'postgres://shop@db/shop',
      redisUrl: 'redis://cache:6379/2',
      redisPrefix: 'shop-eu:',
      smtpUrl: 'smtp://relay.example:587',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      workers: 4,
      shutdownGraceMs: 30_000,
      logLevel: 'debug',
      maintenance: true,
      mode: 'development',
      publicUrl: 'https://shop.example',
      storeBaseUrls: { boutique_es: 'https://es.shop.example' },
      cacheTtlSeconds: 0,
      pageCacheMb: 0,
      catalogueProducts: 100_000,
    });
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(false);
    expect(readConfig({ PORT: 'abc', LOG_LEVEL: 'loud', STORE_BASE_URLS: '{', PUBLIC_URL: 'nope' })).toMatchObject({
      port: 3000,
      logLevel: 'info',
      storeBaseUrls: {},
      publicUrl: undefined,
      ignoredSettings: [
        'LOG_LEVEL="loud" is not one of fatal, error, warn, info, debug, trace, silent: info is used',
        'PORT="abc" is not a whole number from 0 to 65535: 3000 is used',
      ],
    });
  });

  it('names every number it could not use, so a typo in the catalogue size is not silently the demo catalogue', () => {
    const config = readConfig({ CATALOGUE_PRODUCTS: '100k', CATALOGUE_SEED: '-1', WORKERS: '2.5', PAGE_CACHE_MB: ' 48 ' });
    expect(config).toMatchObject({ catalogueProducts: 720, catalogueSeed: 42, workers: 1, pageCacheMb: 48 });
    expect(config.ignoredSettings).toEqual([
      'CATALOGUE_SEED="-1" is not a whole number from 0 to 2147483647: 42 is used',
      'CATALOGUE_PRODUCTS="100k" is not a whole number from 1 to 1000000: 720 is used',
      'WORKERS="2.5" is not a whole number from 1 to 64: 1 is used',
    ]);
  });

  it('does not reseed on a default standing in for a catalogue size or seed that made no sense', () => {
    expect(readConfig({ CATALOGUE_RESEED: '1', CATALOGUE_PRODUCTS: '100000' }).catalogueReseed).toBe(true);
    const typo = readConfig({ CATALOGUE_RESEED: '1', CATALOGUE_PRODUCTS: '100 000' });
    expect(typo.catalogueReseed).toBe(false);
    expect(typo.ignoredSettings).toEqual([
      'CATALOGUE_PRODUCTS="100 000" is not a whole number from 1 to 1000000: 720 is used',
      'CATALOGUE_RESEED="1" is not acted on while CATALOGUE_PRODUCTS or CATALOGUE_SEED makes no sense: the stored catalogue is kept',
    ]);
    expect(readConfig({ CATALOGUE_RESEED: '1', CATALOGUE_SEED: 'x' }).catalogueReseed).toBe(false);
  });

  it('reads ALLOWED_HOSTS as comma-separated host[:port] entries; default: the loopback names at PORT', () => {
    expect(readConfig({ PORT: '8080' }).allowedHosts).toEqual(['localhost:8080', '127.0.0.1:8080', '[::1]:8080']);
    expect(readConfig({ ALLOWED_HOSTS: ' Shop.Example , shop.example:8443,[::1]:3000 ,, ' }).allowedHosts).toEqual(['shop.example', 'shop.example:8443', '[::1]:3000']);
    expect(readConfig({ ALLOWED_HOSTS: 'ok.example, a b, host@evil.example, x:99999, [::1' }).allowedHosts).toEqual(['ok.example']);
    expect(readConfig({ ALLOWED_HOSTS: ' , a b' }).allowedHosts).toEqual(['localhost:3000', '127.0.0.1:3000', '[::1]:3000']);
  });
});
