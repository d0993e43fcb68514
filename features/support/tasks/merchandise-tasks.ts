/** The merchandiser's and the admin's tools at the command line: `boutique admin product|stock|staff …`. */
import type { StaffMember } from '../../../src/domain/auth/staff';
import type { MerchandiseProduct } from '../../../src/domain/catalogue/merchandise-product';
import type { StoreId } from '../../../src/domain/store/stores';
import type { Question, Task } from '../actor';
import { UseTheCli } from '../use-the-cli';
import { TheLastCommand } from './cli-tasks';

const cli = (...args: string[]): Task => async (actor) => {
  await actor.abilityTo(UseTheCli).run(...args);
};

export const LookAtTheMerchandise = { of: (key: string): Task => cli('--json', 'admin', 'product', 'show', key) };

export const SetThePrice = {
  of: (key: string) => ({
    in: (country: string) => ({
      to: (price: string, original?: string): Task => cli('admin', 'product', 'price', key, country, price, ...(original ? ['--original', original] : [])),
    }),
  }),
};

/** `12`, `+3` or `-1`. */
export const ChangeTheStock = {
  of: (key: string, sku: string) => ({ by: (value: string): Task => cli('admin', 'product', 'stock', key, sku, value) }),
};

/** `boutique admin catalogue export DIR`: the catalogue as a bundle folder. */
export const ExportTheCatalogue = { into: (folder: string): Task => cli('admin', 'catalogue', 'export', folder) };

/** `boutique admin catalogue import FOLDER [--dry-run | --archive-missing]`. */
export const ImportTheBundle = { from: (folder: string, ...options: string[]): Task => cli('admin', 'catalogue', 'import', folder, ...options) };

/** `boutique admin product picture add KEY FILE [--at N]`: the photo kept beside the actor's profile, under its name. */
export const AddThePhoto = {
  named: (name: string, bytes: Uint8Array) => ({
    to: (key: string, position?: number): Task => async (actor) => {
      const cli = actor.abilityTo(UseTheCli);
      await cli.run('admin', 'product', 'picture', 'add', key, cli.keepFile(name, bytes), ...(position ? ['--at', String(position)] : []));
    },
  }),
};

/** `boutique admin product picture order KEY N…` and `… remove KEY N`. */
export const OrderThePictures = { of: (key: string) => ({ as: (positions: number[]): Task => cli('admin', 'product', 'picture', 'order', key, ...positions.map(String)) }) };
export const RemoveThePicture = { of: (key: string) => ({ at: (position: number): Task => cli('admin', 'product', 'picture', 'remove', key, String(position)) }) };

export const TakeOffSale = (key: string): Task => cli('admin', 'product', 'archive', key);
export const PutOnSale = (key: string): Task => cli('admin', 'product', 'publish', key);

/** `boutique admin stock import FILE`: the file kept beside the actor's profile, under its name. */
export const ImportTheStockFile = {
  named: (name: string) => ({
    with: (lines: string[]): Task => async (actor) => {
      const cli = actor.abilityTo(UseTheCli);
      await cli.run('admin', 'stock', 'import', cli.keepFile(name, `${lines.join('\n')}\n`));
    },
  }),
};

/** How a product looks in a store (`boutique --store S --json product ID`). */
export const LookUpInTheStore = { product: (productId: number, storeId: StoreId): Task => cli('--store', storeId, '--json', 'product', String(productId)) };

export const GrantTheRole = { of: (role: string) => ({ to: (email: string): Task => cli('admin', 'staff', 'grant', email, role) }) };
export const RevokeTheRole = { of: (role: string) => ({ from: (email: string): Task => cli('admin', 'staff', 'revoke', email, role) }) };
export const ListTheStaff: Task = cli('--json', 'admin', 'staff', 'list');

const lastJson = <T>(actor: Parameters<Question<T>>[0]): T => {
  const run = TheLastCommand(actor);
  if (run.exitCode !== 0) throw new Error(`${run.args.join(' ')} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
};

export const TheMerchandise: Question<MerchandiseProduct> = (actor) => lastJson(actor);
export const TheStaff: Question<StaffMember[]> = (actor) => lastJson(actor);
export const TheStoreProduct: Question<{ price: number; originPrice: number | null; productSizes: { productSizeId: number; quantity: number }[]; pictures: { url: string }[] }> = (actor) =>
  lastJson<{ product: ReturnType<typeof TheStoreProduct> }>(actor).product;

/** What the last command said on stderr, line by line, and how it ended. */
export const TheComplaint: Question<{ exitCode: number; lines: string[] }> = (actor) => {
  const run = TheLastCommand(actor);
  return { exitCode: run.exitCode, lines: run.stderr.split('\n').filter((line) => line !== '') };
};

/** `boutique --json admin product list --brand B --stock S …` (issue 39): the back office's list. */
export const ListTheProducts = {
  where: (filters: Record<string, string>): Task => cli('--json', 'admin', 'product', 'list', ...Object.entries(filters).flatMap(([option, value]) => [`--${option}`, value])),
};

/** `boutique admin product edit KEY --name LANG=TEXT [--if-version N]`. */
export const RenameTheProduct = {
  of: (key: string) => ({
    to: (locale: string, name: string) => ({
      asOpened: (version?: number): Task => cli('admin', 'product', 'edit', key, '--name', `${locale}=${name}`, ...(version === undefined ? [] : ['--if-version', String(version)])),
    }),
  }),
};

export const TheProductList: Question<{ items: { key: string; id: number; brandSlug: string; stockClass: string; stock: number }[]; total: number }> = (actor) => lastJson(actor);
