// English, the language the code's messages are written in, needs no catalog (issue 35, decision 0121):
// Lingui's macro keeps each message beside its id (`stripMessageField: false`), and this Babel plugin,
// run after it, compiles that message as `lingui compile` compiles a catalog's. The runtime then answers
// an English page from the code alone, with no message parser in the browser; another language's catalog
// still wins for every id it has. Without this an English page would load a catalog repeating its own code.
// The browser gets a build per language (decision 0131): there the plugin writes each message in the build's
// language, from that language's compiled catalogs, and drops its id, which only a catalog would look up.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginObj, PluginPass, types as BabelTypes } from '@babel/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** Lingui's mark on the message descriptors its macro writes (`/*i18n*\/ { id, message, ... }`). */
const DESCRIPTOR_MARK = 'i18n';

const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/locales');

/**
 * The modules whose messages are looked up by their English at run time (lib/sharedMessages.ts: texts the
 * server sends in English): in another language's build their descriptors without values keep their English
 * as `source`.
 */
const SHARED_TEXT_MODULES = /[\\/]client[\\/]src[\\/]lib[\\/](sharedMessages\.ts|shared-texts[\\/])/;

/** The options of the plugin in a browser build: its language's compiled messages by id (none for English). */
export interface BrowserBuildMessages {
  language: string;
  translations: ReadonlyMap<string, unknown>;
}

type CompiledMessage = ReturnType<typeof compileMessageOrThrow>;

export function linguiSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj<PluginPass> {
  const isDescriptor = (node: BabelTypes.ObjectExpression) =>
    node.leadingComments?.some((comment) => comment.value.trim() === DESCRIPTOR_MARK) ?? false;
  /** A descriptor's property whose value is a text (`id`, `message`), and that text. */
  const textProperty = (node: BabelTypes.ObjectExpression, name: string) => {
    const property = node.properties.find(
      (candidate): candidate is BabelTypes.ObjectProperty =>
        t.isObjectProperty(candidate) && t.isIdentifier(candidate.key, { name }) && t.isStringLiteral(candidate.value),
    );
    return property ? { property, text: (property.value as BabelTypes.StringLiteral).value } : undefined;
  };
  return {
    name: 'lingui-source-messages',
    visitor: {
      Program: {
        // the macro replaces its calls when the program is entered; its descriptors are all there at exit
        exit(program, state) {
          const browser = (state.opts as Partial<BrowserBuildMessages>).translations
            ? (state.opts as BrowserBuildMessages)
            : null;
          const keepsSource =
            browser !== null && browser.language !== 'en' && SHARED_TEXT_MODULES.test(state.filename ?? '');
          program.traverse({
            ObjectExpression(path) {
              if (!isDescriptor(path.node)) return;
              const message = textProperty(path.node, 'message');
              if (!message) return;
              const english: CompiledMessage = compileMessageOrThrow(message.text);
              if (!browser) {
                message.property.value = t.valueToNode(english);
                return;
              }
              const id = textProperty(path.node, 'id');
              const translated = id ? browser.translations.get(id.text) : undefined;
              message.property.value = t.valueToNode(translated ?? english);
              if (id) path.node.properties.splice(path.node.properties.indexOf(id.property), 1);
              // a message with values is found by a pattern of its English (lib/sharedMessages.ts): no English kept
              const hasValues = path.node.properties.some(
                (property) => t.isObjectProperty(property) && t.isIdentifier(property.key, { name: 'values' }),
              );
              if (keepsSource && !hasValues)
                path.node.properties.push(t.objectProperty(t.identifier('source'), t.valueToNode(english)));
            },
          });
        },
      },
    },
  };
}

/** The Babel plugins for the client's code: Relay's graphql tags, Lingui's macros with English compiled in. */
export const clientBabelPlugins = [
  'relay',
  ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
  linguiSourceMessages,
] as const;

/**
 * The messages of a language as `lingui compile` wrote its catalogs (client/src/locales/{entry}/{language}.ts,
 * `npm run messages:compile`), by id; empty for English, the code's own. A message a catalog lacks is not
 * there, so the build keeps its English, as the server's texts fall back to it.
 */
export function compiledTranslations(language: string, localesDir = LOCALES_DIR): Map<string, unknown> {
  const translations = new Map<string, unknown>();
  if (language === 'en') return translations;
  for (const entry of readdirSync(localesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    let compiled: string;
    try {
      compiled = readFileSync(join(localesDir, entry.name, `${language}.ts`), 'utf8');
    } catch {
      throw new Error(
        `client/src/locales/${entry.name} has no compiled ${language} catalog: run npm run messages:compile`,
      );
    }
    // `export const messages=JSON.parse("...")`: a JSON text written as a string literal, itself JSON
    const literal = /export const messages=JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(compiled)?.[1];
    if (!literal)
      throw new Error(`client/src/locales/${entry.name}/${language}.ts is not a catalog lingui compile wrote`);
    for (const [id, message] of Object.entries(JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>))
      translations.set(id, message);
  }
  return translations;
}

/** The Babel plugins of the browser's build in `language` (vite.config.ts). */
export function browserBabelPlugins(language: string) {
  const options: BrowserBuildMessages = { language, translations: compiledTranslations(language) };
  return [clientBabelPlugins[0], clientBabelPlugins[1], [linguiSourceMessages, options]] as const;
}
