import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Then, When } from '@cucumber/cucumber';
import sharp from 'sharp';
import type { CatProduct } from '../../../server/catalogue/catalogue-types';
import { succeeded } from '../../accounts/support/people';
import type { Actor } from '../../support/actor';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { AddThePhoto, LookUpInTheStore, OrderThePictures, RemoveThePicture, TheComplaint, TheStoreProduct } from '../../support/tasks/merchandise-tasks';
import type { ShopWorld } from '../../support/world';

interface PicturesWorld extends ShopWorld {
  merchandise?: CatProduct;
  /** The product's pictures as the stores showed them before the scenario's change, and the order expected after it. */
  picturesBefore?: string[];
  picturesExpected?: string[];
  /** The address each photo Mona sent is kept under, by file name. */
  photoPaths?: Map<string, string>;
}

const theProduct = (world: PicturesWorld) => {
  if (!world.merchandise) throw new Error('No product was chosen in this scenario');
  return world.merchandise;
};
const key = (world: PicturesWorld) => String(theProduct(world).id);
const someone = (world: ShopWorld) => world.actors.values().next().value as Actor;

/** The product's pictures as the French store shows them. */
async function shownPictures(world: PicturesWorld): Promise<string[]> {
  const actor = someone(world);
  await actor.attemptsTo(LookUpInTheStore.product(theProduct(world).id, 'laboutiqueofficielle'));
  return actor.asks(TheStoreProduct).pictures.map((picture) => picture.url);
}

async function rememberPictures(world: PicturesWorld): Promise<string[]> {
  world.picturesBefore ??= await shownPictures(world);
  return world.picturesBefore;
}

/** A studio photo: a gradient no other scenario's photo has. */
async function studioPhoto(name: string): Promise<Buffer> {
  const hue = createHash('sha1').update(name).digest()[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},40%,85%)"/><stop offset="1" stop-color="hsl(${hue},40%,45%)"/></linearGradient></defs><rect width="800" height="1000" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

When('{word} adds the photo {string} to the product as its picture {int}', async function (this: PicturesWorld, name: string, file: string, position: number) {
  await rememberPictures(this);
  const bytes = await studioPhoto(file);
  this.photoPaths = new Map([[file, `/media/originals/${createHash('sha256').update(bytes).digest('hex')}.jpg`]]);
  await this.actor(name).attemptsTo(AddThePhoto.named(file, bytes).to(key(this), position));
  succeeded(this.actor(name));
});

When('{word} adds the PDF {string} to the product', async function (this: PicturesWorld, name: string, file: string) {
  await rememberPictures(this);
  await this.actor(name).attemptsTo(AddThePhoto.named(file, Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')).to(key(this)));
});

Then('the stores show {string} as the product\'s main picture', async function (this: PicturesWorld, file: string) {
  const shown = await shownPictures(this);
  assert.equal(shown[0], this.photoPaths?.get(file));
});

Then('the product\'s former pictures follow it in their order', async function (this: PicturesWorld) {
  assert.deepEqual((await shownPictures(this)).slice(1), this.picturesBefore);
});

When('{word} puts the product\'s last picture first', async function (this: PicturesWorld, name: string) {
  const before = await rememberPictures(this);
  assert.ok(before.length >= 2, 'the product has one picture');
  const positions = [before.length, ...before.slice(0, -1).map((_path, index) => index + 1)];
  this.picturesExpected = positions.map((position) => before[position - 1]);
  await this.actor(name).attemptsTo(OrderThePictures.of(key(this)).as(positions));
  succeeded(this.actor(name));
});

Then('the stores show the product\'s pictures in that order', async function (this: PicturesWorld) {
  assert.deepEqual(await shownPictures(this), this.picturesExpected);
});

When('{word} removes the product\'s picture {int}', async function (this: PicturesWorld, name: string, position: number) {
  const expected = [...(this.picturesExpected ?? (await rememberPictures(this)))];
  expected.splice(position - 1, 1);
  this.picturesExpected = expected;
  await this.actor(name).attemptsTo(RemoveThePicture.of(key(this)).at(position));
  succeeded(this.actor(name));
});

Then('the stores show the product\'s pictures without it', async function (this: PicturesWorld) {
  assert.deepEqual(await shownPictures(this), this.picturesExpected);
});

Then('{word} is told the file is refused: {string}', function (this: ShopWorld, name: string, message: string) {
  const complaint = this.actor(name).asks(TheComplaint);
  assert.notEqual(complaint.exitCode, 0);
  assert.ok(complaint.lines.some((line) => line.includes(message)), TheLastCommand(this.actor(name)).stderr);
});

Then('the stores show the product\'s pictures as they were', async function (this: PicturesWorld) {
  assert.deepEqual(await shownPictures(this), this.picturesBefore);
});
