/**
 * `npm run catalogue:schema`: writes docs/catalogue-format.schema.json, the JSON Schema of a
 * catalogue bundle's JSON files, from the TypeBox schemas the import checks them with
 * (server/merchandise/merchandise-schemas.ts). merchandise-schemas.test.ts fails when the file is stale.
 *
 *   node --import tsx scripts/catalogue-schema.mjs
 */
import { writeFile } from 'node:fs/promises';
import { catalogueFormatSchema, catalogueFormatSchemaText } from '../server/merchandise/merchandise-schemas.ts';

const file = new URL('../docs/catalogue-format.schema.json', import.meta.url);
await writeFile(file, catalogueFormatSchemaText(catalogueFormatSchema()));
console.log('docs/catalogue-format.schema.json written');
