import type { StoreId } from '../../../src/domain/store/stores';
import type { Question, Task } from '../actor';
import { UseTheCli, type CliRun } from '../use-the-cli';

export const LookUpProduct = {
  withId: (productId: number) => ({
    in:
      (storeId: StoreId): Task =>
      async (actor) => {
        await actor.abilityTo(UseTheCli).run('--store', storeId, 'product', String(productId));
      },
  }),
};

export const ListTheStores: Task = async (actor) => {
  await actor.abilityTo(UseTheCli).run('stores');
};

export const ListTheStoresAsJson: Task = async (actor) => {
  await actor.abilityTo(UseTheCli).run('--json', 'stores');
};

/** `boutique run FILE`: the lines as one script in one process, `input` piped to the commands that read stdin. */
export const RunTheScript = {
  of: (lines: string[]) => ({
    piping: (input: string): Task => async (actor) => {
      const cli = actor.abilityTo(UseTheCli);
      await cli.runPiping(input, 'run', cli.keepFile('script.boutique', `${lines.join('\n')}\n`));
    },
  }),
};

/** Where the last script stopped and why: `error: line 3: Order 999999 not found (404)`. */
export const WhereTheScriptStopped: Question<{ line: number; message: string } | null> = (actor) => {
  const match = /^error: line (\d+): (.+)$/.exec(TheLastCommand(actor).stderr);
  return match ? { line: Number(match[1]), message: match[2] } : null;
};

/** What the last command printed and how it ended. */
export const TheLastCommand: Question<CliRun> = (actor) => actor.abilityTo(UseTheCli).lastRun();

/** The value column of a `Label  value` line of the last output. */
export const TheField =
  (label: string): Question<string | undefined> =>
  (actor) => {
    const line = TheLastCommand(actor)
      .stdout.split('\n')
      .find((candidate) => candidate.startsWith(`${label} `));
    return line?.slice(label.length).trim();
  };
