/**
 * Restocking a size on a running app (tests, features, and later returns and deliveries): the
 * app's database, mailer and search indexes, as `restock` needs them.
 */
import type { FastifyInstance } from 'fastify';
import '../mail/mailer';
import '../app';
import { TtlCache } from '../cache/ttl-cache';
import { AlertLinks } from './alerts-links';
import { restock, type RestockResult } from './alerts-service';

export function restockIn(app: FastifyInstance, productSizeId: number, quantity: number, now: () => Date = () => new Date()): Promise<RestockResult | null> {
  return restock(
    { db: app.db, cache: new TtlCache(0), urls: { publicUrl: undefined, storeBaseUrls: {} }, now, mailer: app.mailer, catalogueChanges: app.catalogueChanges, alertLinks: AlertLinks.fromSecret(app.secret.key, now) },
    productSizeId,
    quantity,
  );
}
