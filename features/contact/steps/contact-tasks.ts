import type { Task } from '../../support/actor';
import { UseTheCli } from '../../support/use-the-cli';

/** `boutique contact send`: the contact form from a terminal. */
export const WriteToSupport = {
  as: (name: string, email: string) => ({
    about: (subject: string, orderId?: string) => ({
      saying: (message: string): Task => async (actor) => {
        await actor.abilityTo(UseTheCli).run('--json', 'contact', 'send', '--email', email, '--name', name, '--subject', subject, ...(orderId ? ['--order', orderId] : []), '--message', message);
      },
    }),
  }),
};

/** `boutique admin contact list --email`: support staff read one sender's messages. */
export const ListTheContactMessages = {
  from: (email: string): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--json', 'admin', 'contact', 'list', '--email', email);
  },
};
