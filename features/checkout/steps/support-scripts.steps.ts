import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import { DEMO_PASSWORD, staffCodeOf } from '../../support/tasks/accounts-tasks';
import { RunTheScript, TheLastCommand, WhereTheScriptStopped } from '../../support/tasks/cli-tasks';
import type { ShopWorld } from '../../support/world';
import { theOrderOf } from '../support/checkout-scenario';

/** An order number no demo database holds. */
const UNKNOWN_ORDER = 999999;

/** Each step of a support script as the line `boutique run` reads (the words after `boutique`). */
const ORDER_TOOLS: Record<string, (order: number, tracking: string) => string> = {
  'sign in': () => 'login support@example.com --password-stdin --code CODE',
  ship: (order, tracking) => `admin order ship ${order} --tracking '${tracking}'`,
  'look at': (order) => `admin order show ${order}`,
  'record the delivery': (order) => `admin order deliver ${order}`,
};

function orderNamed(world: ShopWorld, text: string): number {
  if (text === 'an unknown order') return UNKNOWN_ORDER;
  const owner = /^(\S+)'s order$/.exec(text)?.[1];
  if (!owner) throw new Error(`"${text}" names no order (write "Camille's order" or "an unknown order")`);
  return theOrderOf(world, owner);
}

When('{word} runs one script of order tools:', async function (this: ShopWorld, agent: string, steps: DataTable) {
  const lines = steps.hashes().map((step) => {
    const tool = ORDER_TOOLS[step.step];
    if (!tool) throw new Error(`No order tool "${step.step}" (${Object.keys(ORDER_TOOLS).join(', ')})`);
    return tool(step.order ? orderNamed(this, step.order) : 0, step['tracking number']);
  });
  // The password goes to the sign-in line on stdin, never into the script; the code of the app (good once, 30 seconds) may.
  const code = await staffCodeOf('support@example.com');
  await this.actor(agent).attemptsTo(RunTheScript.of(lines.map((line) => line.replace('--code CODE', `--code ${code}`))).piping(`${DEMO_PASSWORD}\n`));
});

Then("every step of {word}'s script succeeded", function (this: ShopWorld, agent: string) {
  const run = TheLastCommand(this.actor(agent));
  assert.equal(run.stderr, '');
  assert.equal(run.exitCode, 0);
});

Then('{word} is told the script stopped at step {int}: {string}', function (this: ShopWorld, agent: string, line: number, message: string) {
  const actor = this.actor(agent);
  assert.equal(TheLastCommand(actor).exitCode, 1);
  assert.deepEqual(actor.asks(WhereTheScriptStopped), { line, message });
});
