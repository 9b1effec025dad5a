// English pages load no catalog (decision 0121): the build compiles each message's English into the code.
// The runtime here has no message compiler, as in production, so a message left uncompiled would show its
// placeholders instead of the text.
import { transformAsync } from '@babel/core';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { clientBabelPlugins } from '../../vendor/linguiSourceMessages.ts';

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
async function build(plugins: readonly unknown[]): Promise<Built> {
  const output = await transformAsync(SOURCE, {
    filename: 'messages.js',
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
