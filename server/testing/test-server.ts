/**
 * A real shop on a random port with a fresh, seeded database, for integration, feature and
 * browser tests: `const shop = await startTestServer(); … await shop.close();`
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { renderMediaPath } from '../demo/pictures';
import { createTestDatabase, type TestDatabaseOptions } from './test-database';

export interface TestServerOptions extends TestDatabaseOptions, Pick<BuildAppOptions, 'mode' | 'logger' | 'now' | 'config' | 'pages'> {}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase(options);
  try {
    const app = await buildApp({
      db: database.db,
      pglite: database.pglite,
      mode: options.mode ?? 'test',
      logger: options.logger ?? false,
      now: options.now,
      config: options.config,
      pages: options.pages,
      // The demo's drawn pictures, banners and flags, as server/main.ts hands them over.
      drawings: renderMediaPath,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    let closed: Promise<void> | null = null;
    return {
      url: `http://127.0.0.1:${port}`,
      app,
      close: () => (closed ??= app.close().then(() => database.dispose())),
    };
  } catch (error) {
    await database.dispose();
    throw error;
  }
}
