/** The timed adapter around any PaymentProvider: answers in time pass through, a hanging call is a PaymentProviderTimeout carrying its late answer. */
import { describe, expect, it } from 'vitest';
import { PaymentProviderTimeout } from '../core/payment-provider';
import { FakePaymentProvider } from '../testing/orders-test-kit';
import { providerBehind, TimedPaymentProvider } from './payments-timeout';

const later = <T>(ms: number, value: () => T) => new Promise<T>((resolve, reject) => setTimeout(() => {
  try {
    resolve(value());
  } catch (error) {
    reject(error);
  }
}, ms));

describe('TimedPaymentProvider', () => {
  it('passes answers and errors given in time through', async () => {
    const fake = new FakePaymentProvider();
    const timed = new TimedPaymentProvider(fake, 1_000);
    const payment = await timed.createPayment({ merchantReference: '1', amount: 1000, currency: 'EUR', method: 'card', instalments: 1, customerRef: '1', saveCard: false, returnUrl: '/r', locale: 'fr' });
    expect(await timed.getPayment(payment.id)).toEqual(payment);
    fake.failRefund = true;
    await expect(timed.refundPayment(payment.id, 100, 'r1')).rejects.toThrow('provider down');
    expect(providerBehind(new TimedPaymentProvider(timed))).toBe(fake);
  });

  it('rejects a call past its time with PaymentProviderTimeout, whose late answer is the call’s', async () => {
    const fake = new FakePaymentProvider();
    fake.getPayment = () => later(80, () => ({ id: 'pay_1', status: 'authorised' as const }));
    const error = await new TimedPaymentProvider(fake, 20).getPayment('pay_1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderTimeout);
    expect(error).toMatchObject({ operation: 'getPayment', timeoutMs: 20 });
    expect(await (error as PaymentProviderTimeout).late).toEqual({ id: 'pay_1', status: 'authorised' });
  });

  it('a late failure is nobody’s: no unhandled rejection', async () => {
    const fake = new FakePaymentProvider();
    fake.forgetCard = () => later(40, () => {
      throw new Error('too late and wrong');
    });
    const error = await new TimedPaymentProvider(fake, 10).forgetCard('tok').catch((caught: unknown) => caught);
    expect(await (error as PaymentProviderTimeout).late).toBeUndefined();
  });
});
