import type { Task } from '../../support/actor';
import { UseTheCli } from '../../support/use-the-cli';

/** `boutique admin customers search TEXT`: the back office's customer search. */
export const SearchTheCustomers = {
  for: (text: string): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--json', 'admin', 'customers', 'search', text);
  },
};

/** `boutique admin customers show EMAIL`: the customer's page. */
export const OpenTheCustomerPage = {
  of: (email: string): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--json', 'admin', 'customers', 'show', email);
  },
};

/** `boutique admin messages answer REF --text … --done`: answered by mail from the back office. */
export const AnswerTheMessage = {
  withReference: (reference: string) => ({
    saying: (text: string, done: boolean): Task => async (actor) => {
      await actor.abilityTo(UseTheCli).run('--json', 'admin', 'messages', 'answer', reference, '--text', text, ...(done ? ['--done'] : []));
    },
  }),
};

/** `boutique admin messages list --status open|done`. */
export const ListTheMessages = {
  that: (status: 'open' | 'done'): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--json', 'admin', 'messages', 'list', '--status', status);
  },
};

/** `boutique admin messages show REF`. */
export const ReadTheMessage = {
  withReference: (reference: string): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--json', 'admin', 'messages', 'show', reference);
  },
};
