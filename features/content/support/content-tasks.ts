/** The merchant's content at the command line (`boutique admin content …`) and a storefront page as a shopper opens it. */
import type { Ability, Question, Task } from '../../support/actor';
import { UseTheCli } from '../../support/use-the-cli';

const cli = (...args: string[]): Task => async (actor) => {
  await actor.abilityTo(UseTheCli).run(...args);
};

/** Opens storefront pages over HTTP, as a browser's first request does (the server's render, the shared page cache). */
export class BrowseTheStorefront implements Ability {
  private page = '';

  private constructor(private readonly origin: string) {}

  static at(origin: string): BrowseTheStorefront {
    return new BrowseTheStorefront(origin);
  }

  async open(pathOrUrl: string): Promise<string> {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${this.origin}${pathOrUrl}`;
    const answer = await fetch(url);
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
    this.page = await answer.text();
    return this.page;
  }

  lastPage(): string {
    return this.page;
  }

  release(): void {
    this.page = '';
  }
}

export const OpenThePage = { at: (path: string): Task => async (actor) => void (await actor.abilityTo(BrowseTheStorefront).open(path)) };
export const ThePageShown: Question<string> = (actor) => actor.abilityTo(BrowseTheStorefront).lastPage();

/** `admin content set ENTRY --file F [--publish | --publish-at T]`: the file kept beside the actor's profile. */
export const SaveTheContent = {
  of: (entry: string) => ({
    from: (name: string, text: string, ...options: string[]): Task => async (actor) => {
      const terminal = actor.abilityTo(UseTheCli);
      await terminal.run('admin', 'content', 'set', entry, '--file', terminal.keepFile(name, text), ...options);
    },
  }),
};

export const PublishTheContent = (entry: string): Task => cli('admin', 'content', 'publish', entry);
export const RestoreTheContent = { of: (entry: string) => ({ version: (version: number): Task => cli('admin', 'content', 'restore', entry, String(version)) }) };
export const ReadTheHistory = (entry: string): Task => cli('--json', 'admin', 'content', 'history', entry);
export const AskForAPreviewLink = { of: (store: string, path: string): Task => cli('--store', store, '--json', 'admin', 'content', 'preview', '--path', path) };
