/**
 * The orders module in the v5 API (one line in api-plugin.ts): the customer's routes, support's
 * routes, the provider's settlement listener and the payment sweep (started with the app, stopped
 * when it closes).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import { adminOrderRoutes } from './admin-order-routes';
import { ordersDepsOf } from './order-deps';
import { orderRoutes } from './order-routes';
import { onProviderSettled } from './order-settlement';
import { startPaymentSweep } from './order-sweep';

export const ordersPlugin: FastifyPluginAsync<{ deps: ModuleDeps }> = async (app, { deps }) => {
  await app.register(orderRoutes, { deps });
  await app.register(adminOrderRoutes, { deps });
  const orders = ordersDepsOf(deps, app.log);
  deps.payments?.onSettled((payment, merchantReference) => onProviderSettled(orders, payment, merchantReference));
  let sweep: ReturnType<typeof startPaymentSweep> | null = null;
  app.addHook('onReady', async () => {
    sweep = startPaymentSweep(orders);
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
};
