import { transformAsync, types, type PluginObj } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/*
 * Lingui's macros (`t`, `<Trans>`, `plural`, `msg`) become catalog lookups at build time, and only Babel
 * runs them (@lingui/babel-plugin-lingui-macro). Vite 8's React plugin compiles with oxc and takes no Babel
 * options, and @rolldown/plugin-babel needs Node 22 while the project supports Node 20.19, so this plugin
 * runs Babel with the macro plugin, before the React plugin, and only on the project's modules that
 * import a Lingui macro: everything else skips Babel entirely.
 */
const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;
const PROJECT_SOURCE = /\/(src|mocks)\/.+\.[jt]sx?$/;

export function needsLinguiMacro(code: string, id: string): boolean {
  const path = id.split('?')[0] ?? id;
  return PROJECT_SOURCE.test(path) && !path.includes('/node_modules/') && MACRO_IMPORT.test(code);
}

const isI18nDescriptor = (node: types.ObjectExpression) =>
  node.leadingComments?.some((comment) => comment.value.trim() === 'i18n') ?? false;

const keyOf = (property: types.ObjectExpression['properties'][number]) =>
  types.isObjectProperty(property) && types.isIdentifier(property.key) ? property.key.name : null;

/** The catalogs' key of a message: its English source, after its context if it has one. */
export function messageKey(message: string, context?: string): string {
  return context ? `${context}\u0004${message}` : message;
}

const stringProperty = (properties: types.ObjectExpression['properties'], name: string) => {
  const property = properties.find((p) => keyOf(p) === name);
  return property && types.isObjectProperty(property) && types.isStringLiteral(property.value)
    ? property.value.value
    : undefined;
};

/**
 * English is the code's own language, and the catalogs are keyed by it (scripts/vite-lingui-catalogs.ts):
 * a message's id is its English, and a message with placeholders or plurals also carries its English
 * compiled (what `lingui compile` would make). A page thus carries the English of its own messages, as it
 * did before the catalogs, and neither an English catalog nor hash ids (230 of them on the first page cost
 * 1.7 KB gzip, since hashes do not compress). Lingui uses the id as the text when the active catalog has
 * no entry, which for English is always (lib/i18n.ts). Translators' comments stay in the catalogs.
 */
function sourceKeyedMessages(): PluginObj {
  return {
    name: 'lingui-source-keyed-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              if (!isI18nDescriptor(path.node)) return;
              const message = stringProperty(path.node.properties, 'message');
              if (message === undefined) return;
              const key = messageKey(message, stringProperty(path.node.properties, 'context'));
              const english = compiled(message);
              const plain = Array.isArray(english) && english.length === 1 && english[0] === key;
              path.node.properties = path.node.properties.flatMap((property) => {
                const name = keyOf(property);
                if (name === 'comment' || name === 'context') return [];
                if (name === 'id')
                  return [types.objectProperty(types.identifier('id'), types.stringLiteral(key))];
                if (name === 'message') {
                  return plain
                    ? []
                    : [types.objectProperty(types.identifier('message'), types.valueToNode(english))];
                }
                return [property];
              });
            },
          });
        },
      },
    },
  };
}

/** A message in Lingui's compiled form, without the keys its compiler leaves undefined. */
function compiled(message: string): unknown {
  return JSON.parse(JSON.stringify(compileMessage(message))) as unknown;
}

export function linguiMacroPlugin(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (!needsLinguiMacro(code, id)) return null;
      const path = id.split('?')[0] ?? id;
      const result = await transformAsync(code, {
        filename: path,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], sourceKeyedMessages],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map ?? null };
    },
  };
}
