// English pages load no catalog (decision 0121): the build compiles each message's English into the code.
// The runtime here has no message compiler, as in production, so a message left uncompiled would show its
// placeholders instead of the text.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformAsync } from '@babel/core';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  browserBabelPlugins,
  clientBabelPlugins,
  compiledTranslations,
  linguiSourceMessages,
} from '../../vendor/linguiSourceMessages.ts';

const SOURCE = `
import { msg, plural } from '@lingui/core/macro';
const greeting = (name) => msg\`Hello \${name}\`;
const adsShown = (count) => msg\`\${plural(count, { one: '# ad', other: '# ads' })}\`;
const plain = msg\`Load more\`;
return { greeting, adsShown, plain };
`;

type Built = {
  greeting: (name: string) => MessageDescriptor;
  adsShown: (count: number) => MessageDescriptor;
  plain: MessageDescriptor;
};

/** The source through the build's plugins, run (the macro leaves no import for `msg`). */
async function build(plugins: readonly unknown[], filename = 'messages.js'): Promise<Built> {
  const output = await transformAsync(SOURCE, {
    filename,
    babelrc: false,
    configFile: false,
    parserOpts: { allowReturnOutsideFunction: true },
    plugins: plugins.filter((plugin) => plugin !== 'relay') as never,
  });
  expect(output!.code).not.toContain('import');
  return new Function(output!.code!)() as Built;
}

/** Texts as production has them: no message compiler, English with an empty catalog. */
function productionTexts(language: string, messages = {}) {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  i18n.setMessagesCompiler(undefined as never);
  return i18n;
}

describe("the build's English messages", () => {
  it('are compiled into the code, so English needs no catalog and no compiler', async () => {
    const messages = await build(clientBabelPlugins);
    const english = productionTexts('en');
    expect(english._(messages.greeting('Asha'))).toBe('Hello Asha');
    expect(english._(messages.adsShown(1))).toBe('1 ad');
    expect(english._(messages.adsShown(3))).toBe('3 ads');
    expect(english._(messages.plain)).toBe('Load more');
  });

  it("are compiled in a component's <Trans> too", async () => {
    const output = await transformAsync(
      "import { Trans } from '@lingui/react/macro';\nexport const Hello = ({ name }) => <Trans>Hello <b>{name}</b></Trans>;",
      {
        filename: 'Hello.jsx',
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['jsx'] },
        plugins: clientBabelPlugins.filter((plugin) => plugin !== 'relay') as never,
      },
    );
    expect(output!.code).toMatch(/message: \["Hello <0>", \["name"\], "<\/0>"\]/);
  });

  it("give way to another language's catalog", async () => {
    const messages = await build(clientBabelPlugins);
    const hindi = productionTexts('hi', { [messages.plain.id]: ['और देखें'] });
    expect(hindi._(messages.plain)).toBe('और देखें');
  });

  it("are left as text by Lingui's macro alone, which production cannot show", async () => {
    const macroOnly = clientBabelPlugins.filter((plugin) => typeof plugin !== 'function');
    const messages = await build(macroOnly);
    const english = productionTexts('en');
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(english._(messages.greeting('Asha'))).toBe('Hello {name}');
    } finally {
      console.warn = warn;
    }
  });
});

describe("a language's browser build (decision 0131)", () => {
  /** The plugins of a browser build in `language` with these compiled messages by id. */
  const browserPlugins = (language: string, translations: Map<string, unknown>) => [
    clientBabelPlugins[1],
    [linguiSourceMessages, { language, translations }],
  ];

  it("writes each message in the build's language, from its compiled catalog, and drops the ids", async () => {
    const ids = await build(clientBabelPlugins);
    const messages = await build(
      browserPlugins(
        'hi',
        new Map<string, unknown>([
          [ids.plain.id, ['और देखें']],
          [ids.greeting('x').id, ['नमस्ते ', ['name']]],
        ]),
      ),
    );
    // no catalog loaded: the page's texts come from the code alone
    const hindi = productionTexts('hi');
    expect(hindi._(messages.plain)).toBe('और देखें');
    expect(hindi._(messages.greeting('आशा'))).toBe('नमस्ते आशा');
    // a message the catalog lacks keeps its English, as the server's texts fall back to it
    expect(hindi._(messages.adsShown(3))).toBe('3 ads');
    for (const descriptor of [messages.plain, messages.greeting('a'), messages.adsShown(1)])
      expect(descriptor).not.toHaveProperty('id');
    // nor is English's source kept, outside the shared texts
    expect(messages.plain).not.toHaveProperty('source');
  });

  it('keeps the English of a shared text beside its Hindi, for the texts the server sends in English', async () => {
    const ids = await build(clientBabelPlugins);
    const translations = new Map<string, unknown>([[ids.plain.id, ['और देखें']]]);
    const shared = await build(browserPlugins('hi', translations), '/app/client/src/lib/shared-texts/ads.ts');
    const { source, ...descriptor } = shared.plain as MessageDescriptor & { source: MessageDescriptor['message'] };
    expect(productionTexts('hi')._(descriptor)).toBe('और देखें');
    expect(productionTexts('en')._({ id: '', message: source })).toBe('Load more');
    // a message with values is found by a pattern of its English, not by its English (lib/sharedMessages.ts)
    expect(shared.greeting('x')).not.toHaveProperty('source');
    // English's build has nothing to keep: its messages are English
    const english = await build(browserPlugins('en', new Map()), '/app/client/src/lib/shared-texts/ads.ts');
    expect(english.plain).not.toHaveProperty('source');
    expect(productionTexts('en')._(english.plain)).toBe('Load more');
  });

  it("reads a language's messages from every catalog lingui compile wrote, and none for English", () => {
    const locales = mkdtempSync(join(tmpdir(), 'locales-'));
    for (const [entry, messages] of [
      ['main', { a1: ['मुख्य'] }],
      ['ListingPage', { b2: ['सूची ', ['count']] }],
    ] as const) {
      mkdirSync(join(locales, entry));
      writeFileSync(
        join(locales, entry, 'hi.ts'),
        `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))}) as Messages;`,
      );
    }
    expect(Object.fromEntries(compiledTranslations('hi', locales))).toEqual({ a1: ['मुख्य'], b2: ['सूची ', ['count']] });
    expect(compiledTranslations('en', locales).size).toBe(0);
    // a catalog not compiled is an error, not a build in English
    mkdirSync(join(locales, 'AdSearch'));
    expect(() => compiledTranslations('hi', locales)).toThrow(/messages:compile/);
  });

  it("builds from this checkout's compiled Hindi catalogs", () => {
    const [, , [, options]] = browserBabelPlugins('hi');
    expect(options.translations.size).toBeGreaterThan(500);
  });
});
