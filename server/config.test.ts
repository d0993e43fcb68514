import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('has safe defaults', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      logLevel: 'info',
      maintenance: false,
      mode: 'production',
      publicUrl: undefined,
      storeBaseUrls: {},
      cacheTtlSeconds: 300,
      catalogueSeed: 42,
      catalogueReseed: false,
    });
  });

  it('reads the environment, ignoring values that make no sense', () => {
    const config = readConfig({
      PORT: '3101',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/boutique',
      DATABASE_URL: 'postgres://shop@db/shop',
      LOG_LEVEL: 'debug',
      MAINTENANCE: 'true',
      NODE_ENV: 'development',
      PUBLIC_URL: 'https://shop.example/',
      STORE_BASE_URLS: '{"boutique_es":"https://es.shop.example","nope":"https://x.example","boutique_it":"ftp://x"}',
      CACHE_TTL_SECONDS: '0',
    });
    expect(config).toMatchObject({
      port: 3101,
      host: '127.0.0.1',
      dataDir: '/var/boutique',
      databaseUrl: 'postgres://shop@db/shop',
      logLevel: 'debug',
      maintenance: true,
      mode: 'development',
      publicUrl: 'https://shop.example',
      storeBaseUrls: { boutique_es: 'https://es.shop.example' },
      cacheTtlSeconds: 0,
    });
    expect(readConfig({ PORT: 'abc', LOG_LEVEL: 'loud', STORE_BASE_URLS: '{', PUBLIC_URL: 'nope' })).toMatchObject({
      port: 3000,
      logLevel: 'info',
      storeBaseUrls: {},
      publicUrl: undefined,
    });
  });
});
