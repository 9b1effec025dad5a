// Prints schema.graphql from the Pothos schema; with --check, fails when the committed file is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { printSchemaText } from './schema.ts';

const target = resolve(import.meta.dirname, '../schema.graphql');
const text = printSchemaText();
if (process.argv.includes('--check')) {
  if (!existsSync(target) || readFileSync(target, 'utf8') !== text) {
    console.error('schema.graphql is stale: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  writeFileSync(target, text);
  console.log(`Wrote ${target}`);
}
