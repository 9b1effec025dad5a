import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { printSchemaText } from '../schema.ts';

describe('schema.graphql', () => {
  it('is the printed Pothos schema (run `npm run schema:print` after changing a graphql.ts)', () => {
    const committed = readFileSync(resolve(import.meta.dirname, '../../schema.graphql'), 'utf8');
    expect(committed).toBe(printSchemaText());
  });

  it('has the Relay node interface and the viewer field', () => {
    const text = printSchemaText();
    expect(text).toContain('node(id: ID!): Node');
    expect(text).toContain('viewer: User');
  });
});
