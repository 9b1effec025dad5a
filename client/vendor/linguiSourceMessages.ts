// English, the language the code's messages are written in, needs no catalog (issue 35, decision 0121):
// Lingui's macro keeps each message beside its id (`stripMessageField: false`), and this Babel plugin,
// run after it, compiles that message as `lingui compile` compiles a catalog's. The runtime then answers
// an English page from the code alone, with no message parser in the browser; another language's catalog
// still wins for every id it has. Without this an English page would load a catalog repeating its own code.
import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** Lingui's mark on the message descriptors its macro writes (`/*i18n*\/ { id, message, ... }`). */
const DESCRIPTOR_MARK = 'i18n';

export function linguiSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const isDescriptor = (node: BabelTypes.ObjectExpression) =>
    node.leadingComments?.some((comment) => comment.value.trim() === DESCRIPTOR_MARK) ?? false;
  return {
    name: 'lingui-source-messages',
    visitor: {
      Program: {
        // the macro replaces its calls when the program is entered; its descriptors are all there at exit
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              if (!isDescriptor(path.node)) return;
              for (const property of path.node.properties) {
                if (
                  t.isObjectProperty(property) &&
                  t.isIdentifier(property.key, { name: 'message' }) &&
                  t.isStringLiteral(property.value)
                ) {
                  property.value = t.valueToNode(compileMessageOrThrow(property.value.value));
                }
              }
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
