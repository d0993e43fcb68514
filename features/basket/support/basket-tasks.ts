/** What Sam does with a shopper's basket from the terminal, and what the output shows. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileKeyValueStorage } from '../../../src/adapters/storage/file-key-value-storage';
import { ProfileFile } from '../../../src/adapters/storage/profile-file';
import { StorageBasketRepository } from '../../../src/adapters/storage/storage-basket-repository';
import { Basket } from '../../../src/domain/basket/basket';
import type { StoreId } from '../../../src/domain/store/stores';
import type { Ability, Actor, Question, Task } from '../../support/actor';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import { nameIn, unitCents, type Article } from './basket-oracle';

/** The shopper's basket file (a CLI profile) that Sam works on. */
export class WorkOnABasketFile implements Ability {
  private readonly dir = mkdtempSync(join(tmpdir(), 'boutique-basket-'));
  readonly path = join(this.dir, 'profile.json');

  static of(actor: Actor): WorkOnABasketFile {
    try {
      return actor.abilityTo(WorkOnABasketFile);
    } catch {
      const ability = new WorkOnABasketFile();
      actor.whoCan(ability);
      return ability;
    }
  }

  release(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const basketCommand = (actor: Actor, storeId: StoreId, ...args: string[]) =>
  actor.abilityTo(UseTheCli).run('--profile', WorkOnABasketFile.of(actor).path, '--store', storeId, 'basket', ...args);

export const AddToTheBasket = (quantity: number, article: Article, storeId: StoreId): Task => async (actor) => {
  await basketCommand(actor, storeId, 'add', String(article.product.id), String(article.size.id), '--qty', String(quantity));
};

export const ApplyThePromoCode = (code: string, storeId: StoreId): Task => async (actor) => {
  await basketCommand(actor, storeId, 'promo', code);
};

export const LookAtTheBasket = (storeId: StoreId): Task => async (actor) => {
  await basketCommand(actor, storeId, 'show');
};

/** A basket saved earlier (by the shopper's browser or a previous call), as it sits in the file. */
export const FindASavedBasket = (quantity: number, article: Article, storeId: StoreId): Task => async (actor) => {
  const repository = new StorageBasketRepository(new FileKeyValueStorage(new ProfileFile(WorkOnABasketFile.of(actor).path)));
  const price = unitCents(article, storeId) / 100;
  repository.save(
    Basket.empty().add(
      { id: article.product.id, name: nameIn(article, storeId), price, originPrice: null, quantity: quantity + 10, pictures: [] },
      { id: article.size.id, quantity: quantity + 10, label: article.size.label },
      quantity,
    ),
  );
};

export interface ShownLine {
  product: string;
  size: string;
  quantity: number;
  unit: string;
  total: string;
}

/** The rows of the basket table in the last output. */
export const TheBasketLines: Question<ShownLine[]> = (actor) => {
  const lines = TheLastCommand(actor).stdout.split('\n');
  const header = lines.findIndex((line) => line.startsWith('PRODUCT '));
  if (header < 0) return [];
  const rows: ShownLine[] = [];
  for (const line of lines.slice(header + 1)) {
    const cells = line.split(/\s{2,}/);
    if (cells.length < 5 || !/^\d+$/.test(cells[2])) break;
    rows.push({ product: cells[0], size: cells[1], quantity: Number(cells[2]), unit: cells[3], total: cells[4] });
  }
  return rows;
};

/** Lines of the last output that are not part of the table or the totals. */
export const TheNotices: Question<string[]> = (actor) => TheLastCommand(actor).stdout.split('\n').filter((line) => line.startsWith('Notice: '));

export const TheOutputLines: Question<string[]> = (actor) => TheLastCommand(actor).stdout.split('\n');
