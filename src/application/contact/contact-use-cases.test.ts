import { describe, expect, it } from 'vitest';
import { ApiError } from '../ports/api-error';
import type { ContactApi } from '../ports/contact-api';
import type { ContactRequest } from '../../domain/contact/contact-message';
import { SendContactMessage } from './send-contact-message';
import { ShowContactMessage } from './support-contact-messages';

const request: ContactRequest = { email: ' Ana@Example.com ', name: 'Ana', subject: 'return', orderId: ' 42 ', message: '  I would like to return a jacket.  ' };

function fakeApi(fail?: ApiError): ContactApi & { sent: ContactRequest[] } {
  const sent: ContactRequest[] = [];
  return {
    sent,
    async send(body) {
      if (fail) throw fail;
      sent.push(body);
      return { reference: 'CT-ABCDEFGH' };
    },
    async list() {
      return { messages: [], page: 1, pages: 1, total: 0 };
    },
    async show() {
      throw new ApiError(404, 'Message not found');
    },
  };
}

describe('sending the contact form', () => {
  it('sends the trimmed fields and answers the reference', async () => {
    const api = fakeApi();
    expect(await new SendContactMessage(api).execute(request)).toEqual({ kind: 'sent', reference: 'CT-ABCDEFGH' });
    expect(api.sent).toEqual([{ email: 'ana@example.com', name: 'Ana', subject: 'return', orderId: '42', message: 'I would like to return a jacket.' }]);
  });

  it('sends nothing with a bad order id or a short message', async () => {
    const api = fakeApi();
    expect(await new SendContactMessage(api).execute({ ...request, orderId: '123456789', message: 'short' })).toEqual({ kind: 'invalid', errors: { orderId: 'invalid', message: 'too-short' } });
    expect(api.sent).toEqual([]);
  });

  it('marks the order number when the shop finds it among none of the sender’s orders (issue 35 item 11)', async () => {
    expect(await new SendContactMessage(fakeApi(new ApiError(404, 'No such order'))).execute(request)).toEqual({ kind: 'invalid', errors: { orderId: 'unknown' } });
  });

  it('turns the shop’s refusals into values, throws the rest', async () => {
    for (const code of [403, 422, 429, 503]) {
      expect(await new SendContactMessage(fakeApi(new ApiError(code, 'No'))).execute(request)).toEqual({ kind: 'refused', code, message: 'No' });
    }
    await expect(new SendContactMessage(fakeApi(new ApiError(500, 'Boom'))).execute(request)).rejects.toThrow('Boom');
  });

  it('looks a message up by id or reference only', async () => {
    const tokens = { get: () => ({ accessToken: 'a' }) as never, save: () => undefined, clear: () => undefined };
    expect(await new ShowContactMessage(fakeApi(), tokens).execute('../etc')).toEqual({ kind: 'not-found' });
    expect(await new ShowContactMessage(fakeApi(), tokens).execute('CT-ABCDEFGH')).toEqual({ kind: 'not-found' });
  });
});
