import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The folders whose members must not import each other, read from the tree so a new one is covered at once.
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const serverModules = foldersIn('./server/modules/');
const clientFeatures = foldersIn('./client/src/features/');

// The attributes of an element whose text a person reads or hears (issue 35's lint rule below).
const READ_ATTRIBUTES = 'aria-label|title|placeholder|alt|label|heading|helper|emptyText|submitLabel|question';

// The files that assemble the server: nothing below them may import them.
const SERVER_ASSEMBLY = ['./server/main.ts', './server/http.ts', './server/schema.ts', './server/rest-routes.ts'];

const serverZones = [
  {
    target: './server/!(main|http|schema|rest-routes|print-schema).ts',
    from: SERVER_ASSEMBLY,
    message: 'Only the top of the house imports the assembly (docs/architecture.md section 12).',
  },
  {
    target: ['./server/lib/**', './server/db/**', './server/graphql/**', './server/rest/**'],
    from: SERVER_ASSEMBLY,
    message: 'Toolkits never import the assembly.',
  },
  {
    target: './server/modules/**',
    from: SERVER_ASSEMBLY,
    message: 'A module never imports the place that assembles it.',
  },
  ...['./server/modules/**', './server/graphql/**', './server/rest/**', './server/db/**', './server/context.ts'].map(
    (from) => ({
      target: './server/lib/**',
      from,
      message: 'server/lib is the ground floor: it imports no module, toolkit, database code or context.',
    }),
  ),
  {
    target: ['./server/graphql/**', './server/rest/**'],
    from: './server/modules/**',
    message: 'The GraphQL and REST toolkits know no domain module; modules register on them.',
  },
  // a module reaches another only through its service (the rules); its GraphQL files (graphql.ts, types.ts) may also take another's Pothos type refs
  ...serverModules.flatMap((module) =>
    serverModules
      .filter((other) => other !== module)
      .flatMap((other) => [
        {
          target: `./server/modules/${module}/!(graphql|types).ts`,
          from: `./server/modules/${other}`,
          except: ['./service.ts'],
          message: `Import the ${other} module through its service.ts.`,
        },
        {
          target: `./server/modules/${module}/@(graphql|types).ts`,
          from: `./server/modules/${other}`,
          except: ['./service.ts', './graphql.ts', './types.ts'],
          message: `Import the ${other} module through its service.ts (or its graphql.ts for a type).`,
        },
      ]),
  ),
];

// The two sides meet only in common/ (the rules both need: labels, limits, messages, patterns, schemas).
const sideZones = [
  {
    target: './server',
    from: './client',
    message: 'The server never imports the client: move what both need to common/.',
  },
  {
    target: './client',
    from: './server',
    message: 'The client never imports the server: move what both need to common/.',
  },
  {
    target: './common',
    from: ['./client', './server'],
    message: 'common/ is shared by both sides and imports neither.',
  },
];

const clientZones = [
  {
    target: ['./client/src/lib', './client/src/components'],
    from: ['./client/src/features', './client/src/app'],
    message: 'Shared code never imports a feature or the app.',
  },
  {
    target: './client/src/lib',
    from: './client/src/components',
    message: 'lib/ is below components/: plain code, no React parts.',
  },
  {
    target: './client/src/features',
    from: './client/src/app',
    message: 'A feature never imports the app that assembles it.',
  },
  ...clientFeatures.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what they share to components/ or lib/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'data/',
      'client/dist/',
      'client/dist-server/',
      'server/db/generated/',
      'client/src/__generated__/',
      // the compiled message catalogs (npm run messages:compile)
      'client/src/locales/*/*.ts',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // GraphQL answers in tests are read loosely; the assertions carry the types.
    files: ['**/*.test.ts', 'server/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The house's boundaries (docs/architecture.md section 12): no import loops, imports flow one way.
    files: ['server/**/*.ts', 'client/src/**/*.{ts,tsx}', 'common/**/*.ts'],
    // tests drive the assembled app from outside (yoga.fetch, rendering a route): they are not rooms of the house
    ignores: ['**/*.test.{ts,tsx}', 'server/test/**', 'client/src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...sideZones, ...serverZones, ...clientZones] }],
    },
  },
  {
    // One naming rule per side: the server's files are kebab-case; the client's are named after
    // their main export: PascalCase for a component, camelCase for anything else.
    files: ['server/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    files: ['common/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'common/**/*.ts': 'CAMEL_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/main.tsx', 'client/src/boot.ts', 'client/src/vite-env.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'client/src/**/*.tsx': '+([a-zA-Z0-9])', 'client/src/**/*.ts': 'CAMEL_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'client/src/!(__generated__)/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Issue 35: what visitors and advertisers read is in the page's language, so no text of theirs is written in
    // a component outside Lingui's macros (<Trans>, t`...`, msg`...`): JSX text, and the attributes a person reads
    // or hears. The staff's screens may stay English (decision 0120); ads' and blogs' own texts are data.
    files: ['client/src/**/*.tsx'],
    ignores: [
      'client/src/**/*.test.tsx',
      'client/src/test/**',
      'client/src/features/account/renderAccountPage.tsx',
      'client/src/features/users/**',
      'client/src/features/trust-safety/!(grievances)/**',
      'client/src/features/trust-safety/grievances/GrievancesPage.tsx',
      'client/src/features/settings/**',
      'client/src/features/content/@(categories|locations|seo-pages)/**',
      'client/src/features/content/blogs/admin/**',
      'client/src/features/credits/@(requests|scheme|statements|packages)/**',
      'client/src/features/contact/@(ContactsPage|ContactRow).tsx',
      'client/src/components/DeskSearchField.tsx',
      'client/src/components/rich-text/**',
      'client/src/app/layout/DeskMenu.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXText[value=/[A-Za-z]{2,}/]:not(JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/] JSXText)',
          message: 'Text a person reads is a message: <Trans>...</Trans> (issue 35, lingui.config.ts).',
        },
        {
          selector: `JSXAttribute[name.name=/^(${READ_ATTRIBUTES})$/] > Literal[value=/[A-Za-z]{2,}/]`,
          message: 'Text a person reads or hears is a message: t`...` (issue 35, lingui.config.ts).',
        },
        {
          selector: `JSXAttribute[name.name=/^(${READ_ATTRIBUTES})$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]`,
          message: 'Text a person reads or hears is a message: t`...` (issue 35, lingui.config.ts).',
        },
      ],
    },
  },
  {
    // Libraries' internal files are reached from one module only (client/vendor/libraryInternals.ts), whose
    // test fails when an upgrade moves them; the rest of the client uses the libraries' public entry points.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: [
      'client/src/app/theme.ts',
      'client/src/app/dashboardTheme.ts',
      'client/src/app/lazyRecipes.ts',
      'client/src/test/libraryInternals.test.ts',
      // the build's Babel plugin that compiles English into the code (decision 0121), tested as the build runs it
      'client/src/test/linguiSourceMessages.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react-relay/lib/*',
                'react-router/dist/*',
                '@chakra-ui/react/dist/*',
                '@chakra-ui/react/theme/*',
              ],
              message: 'Library internals are declared in client/vendor/libraryInternals.ts only.',
            },
            { group: ['**/vendor/*'], message: 'client/vendor is for the build configuration and its test.' },
          ],
        },
      ],
    },
  },
);
