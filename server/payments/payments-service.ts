/**
 * The payments module's public face: the sandbox payment provider, the default adapter of the
 * PaymentProvider port (`server/core/payment-provider.ts`) that the composition root gives the
 * modules as `deps.payments`. Its hosted pages are `payments-routes.ts`.
 */
export { SandboxPaymentProvider, type SandboxOptions } from './payments-sandbox';
export { providerBehind, TimedPaymentProvider } from './payments-timeout';
