// The parsed documents kept are bounded by their estimated bytes; only documents that parse and
// validations that pass are remembered.
import { buildSchema, parse } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { createDocumentCache, MAX_DOCUMENT_BYTES, parsedDocumentBytes, useDocumentCache } from './document-cache.ts';

const schema = buildSchema('type Query { hello: String }');

describe('parsedDocumentBytes', () => {
  it('counts comments, which the token limit does not: a document of comments is not small', () => {
    const plain = '{ hello }';
    const commented = `${'#\n'.repeat(1000)}{ hello }`;
    expect(parsedDocumentBytes(commented, parse(commented))).toBeGreaterThan(
      parsedDocumentBytes(plain, parse(plain)) + 1000 * 100,
    );
  });
});

describe('createDocumentCache', () => {
  it('keeps documents up to its bound in estimated bytes, the least recently used forgotten first', () => {
    const maxBytes = 200_000;
    const cache = createDocumentCache(maxBytes);
    const texts = Array.from({ length: 100 }, (_, index) => `query Q${index} { hello }`);
    for (const text of texts) cache.set(text, parse(text));
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.size).toBeLessThan(100);
    expect(cache.get(texts[99]!)?.loc?.source.body).toBe(texts[99]);
    expect(cache.get(texts[0]!)).toBeUndefined();
  });

  it('does not keep a document larger than its whole bound', () => {
    const cache = createDocumentCache(10_000);
    const text = `{ ${'hello '.repeat(100)}}`;
    cache.set(text, parse(text));
    expect(cache.size).toBe(0);
  });

  it('answers only the document of the same text', () => {
    const cache = createDocumentCache();
    cache.set('{ hello }', parse('{ hello }'));
    expect(cache.get('{ hello }')).toBeDefined();
    expect(cache.get('{hello}')).toBeUndefined();
  });
});

describe('useDocumentCache', () => {
  /** A Yoga over `schema` with the cache, counting the validations it runs. */
  function yogaCountingValidations() {
    const validated: string[] = [];
    const countValidations: Plugin = {
      onValidate({ params, validateFn, setValidationFn }) {
        setValidationFn((...args) => {
          validated.push(params.documentAST.loc?.source.body ?? '');
          return validateFn(...args);
        });
      },
    };
    const yoga = createYoga({
      schema,
      parserAndValidationCache: false,
      logging: false,
      plugins: [countValidations, useDocumentCache()],
    });
    const ask = async (query: string) => {
      const response = await yoga.fetch('http://yoga/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: unknown }[] },
      };
    };
    return { ask, validationsOf: (query: string) => validated.filter((text) => text === query).length };
  }

  it('validates a document that passed once, and one that failed every time', async () => {
    const { ask, validationsOf } = yogaCountingValidations();
    const valid = '{ hello }';
    const invalid = '{ goodbye }';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await ask(valid)).body).toEqual({ data: { hello: null } });
      expect((await ask(invalid)).body.errors?.[0]?.message).toBe('Cannot query field "goodbye" on type "Query".');
    }
    expect(validationsOf(valid)).toBe(1);
    expect(validationsOf(invalid)).toBe(3);
  });

  it('refuses a document over the bound before parsing it, with 413', async () => {
    const { ask, validationsOf } = yogaCountingValidations();
    const query = `# ${'x'.repeat(MAX_DOCUMENT_BYTES)}\n{ hello }`;
    const { status, body } = await ask(query);
    expect(status).toBe(413);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_LARGE', maxBytes: MAX_DOCUMENT_BYTES });
    expect(validationsOf(query)).toBe(0);
    // at the bound exactly: answered
    const atBound = `#${'x'.repeat(MAX_DOCUMENT_BYTES - '#\n{ hello }'.length)}\n{ hello }`;
    expect(Buffer.byteLength(atBound)).toBe(MAX_DOCUMENT_BYTES);
    expect((await ask(atBound)).body).toEqual({ data: { hello: null } });
  });
});
