import { makeAutoObservable, runInAction } from 'mobx';
import type { AnswerContactMessage } from '../../../application/support/support-desk';
import { ANSWER_MAX_LENGTH, ANSWER_MIN_LENGTH } from '../../../application/support/support-desk';

export type AnswerOutcome = 'sent' | 'invalid' | 'refused' | 'failed';

/**
 * The answer form of a contact message (issue 39): what the agent types, whether it closes the
 * message, the call in flight and how it ended. The use case sends; the screen observes.
 */
export class AnswerStore {
  text = '';
  done = true;
  busy = false;
  outcome: AnswerOutcome | null = null;
  /** The shop's words of a refusal (403, 404…), when it gave some. */
  refusal: string | null = null;

  constructor(
    private readonly answer: Pick<AnswerContactMessage, 'execute'>,
    private readonly reference: string,
  ) {
    makeAutoObservable<AnswerStore, 'answer' | 'reference'>(this, { answer: false, reference: false }, { autoBind: true });
  }

  get length(): number {
    return [...this.text.trim()].length;
  }

  get canSend(): boolean {
    return !this.busy && this.length >= ANSWER_MIN_LENGTH && this.length <= ANSWER_MAX_LENGTH;
  }

  setText(text: string): void {
    this.text = text;
    if (this.outcome === 'invalid') this.outcome = null;
  }

  setDone(done: boolean): void {
    this.done = done;
  }

  async send(): Promise<AnswerOutcome> {
    if (this.length < ANSWER_MIN_LENGTH || this.length > ANSWER_MAX_LENGTH) return (this.outcome = 'invalid');
    this.busy = true;
    this.refusal = null;
    try {
      const result = await this.answer.execute({ key: this.reference, text: this.text, done: this.done });
      return runInAction(() => {
        if (result.kind === 'answered') {
          this.text = '';
          return (this.outcome = 'sent');
        }
        if (result.kind === 'invalid-answer') return (this.outcome = 'invalid');
        this.refusal = 'message' in result ? result.message : null;
        return (this.outcome = 'refused');
      });
    } catch {
      return runInAction(() => (this.outcome = 'failed'));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
