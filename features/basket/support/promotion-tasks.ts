/** What Mona from the catalogue team does with promotions at the command line: `boutique admin promo …`. */
import type { Task } from '../../support/actor';
import { UseTheCli } from '../../support/use-the-cli';

const cli = (...args: string[]): Task => async (actor) => {
  await actor.abilityTo(UseTheCli).run(...args);
};

export const CreateThePromotion = { with: (...options: string[]): Task => cli('admin', 'promo', 'create', ...options) };

export const DisableThePromotion = (code: string): Task => cli('admin', 'promo', 'disable', code);

/** The handle the shop gives an automatic promotion (its name in capitals). */
export const automaticHandle = (name: string) => `AUTO-${name.toUpperCase().normalize('NFD').replace(/[^A-Z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 30)}`;
