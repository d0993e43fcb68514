import { describe, expect, it } from 'vitest';
import type { AnswerMessageResult } from '../../../application/support/support-desk';
import type { ContactMessage } from '../../../domain/contact/contact-message';
import { AnswerStore } from './answer-store';

const useCase = (result: AnswerMessageResult | Error) => {
  const sent: unknown[] = [];
  return {
    sent,
    execute: async (input: unknown) => {
      sent.push(input);
      if (result instanceof Error) throw result;
      return result;
    },
  };
};

describe('the answer form', () => {
  it('sends the text with the done choice, then empties the field', async () => {
    const answer = useCase({ kind: 'answered', message: {} as ContactMessage });
    const store = new AnswerStore(answer, 'CT-ABCDEFGH');
    expect(store.canSend).toBe(false);
    store.setText('Votre colis part aujourd’hui.');
    store.setDone(false);
    expect(store.canSend).toBe(true);
    expect(await store.send()).toBe('sent');
    expect(answer.sent).toEqual([{ key: 'CT-ABCDEFGH', text: 'Votre colis part aujourd’hui.', done: false }]);
    expect(store.text).toBe('');
    expect(store.busy).toBe(false);
  });

  it('sends nothing too short, and says so until the agent types again', async () => {
    const answer = useCase({ kind: 'answered', message: {} as ContactMessage });
    const store = new AnswerStore(answer, 'CT-ABCDEFGH');
    store.setText(' x ');
    expect(await store.send()).toBe('invalid');
    expect(answer.sent).toEqual([]);
    store.setText('Bonjour');
    expect(store.outcome).toBeNull();
  });

  it('keeps the text and the shop’s words when refused, and the text when the call fails', async () => {
    const refused = new AnswerStore(useCase({ kind: 'forbidden', message: 'Réservé au service client.' }), '7');
    refused.setText('Bonjour Camille');
    expect(await refused.send()).toBe('refused');
    expect(refused.refusal).toBe('Réservé au service client.');
    expect(refused.text).toBe('Bonjour Camille');
    const failed = new AnswerStore(useCase(new Error('network')), '7');
    failed.setText('Bonjour Camille');
    expect(await failed.send()).toBe('failed');
    expect(failed.busy).toBe(false);
  });
});
