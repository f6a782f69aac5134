import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

// Module walls (decision 024): code outside server/modules/<m>/ imports only <m>/index.ts, the
// module's face. Inside a module, files import each other directly. Tests (*.test.ts, tests/**)
// may also read another module's tables.ts to check rows; server/db/schema.ts gathers every
// tables.ts for drizzle and is exempt. Dynamic import() is not checked (the rule cannot see it).
const modules = readdirSync(`${import.meta.dirname}/server/modules`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
function wall(own, test) {
  const inner = test ? '(?!index\\.ts$|tables\\.ts$)' : '(?!index\\.ts$)';
  return modules
    .filter((m) => m !== own)
    .map((m) => ({
      regex: own ? `(^|/)modules/${m}/${inner}|^(\\.\\./)+${m}/${inner}` : `(^|/)modules/${m}/${inner}`,
      message: `Import the ${m} module's face, server/modules/${m}/index.ts, not its inner files (decision 024).`,
    }));
}
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'tests/**'];
const walls = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['server/modules/**', 'server/db/schema.ts', ...TESTS],
    rules: { 'no-restricted-imports': ['error', { patterns: wall(null, false) }] },
  },
  { files: TESTS, ignores: ['server/modules/**'], rules: { 'no-restricted-imports': ['error', { patterns: wall(null, true) }] } },
  ...modules.flatMap((m) => [
    { files: [`server/modules/${m}/**/*.ts`], ignores: TESTS, rules: { 'no-restricted-imports': ['error', { patterns: wall(m, false) }] } },
    { files: [`server/modules/${m}/**/*.test.ts`], rules: { 'no-restricted-imports': ['error', { patterns: wall(m, true) }] } },
  ]),
];

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'reports/', 'test-results/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['app/**/*.tsx', 'app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Components take the GraphQL documents' types only: a value import would ship
    // gql.tada's parser to every visitor (a route's loader may use documents: the build drops it from the browser's code).
    files: ['app/components/**/*.tsx', 'app/components/**/*.ts'],
    ignores: ['**/*.server.ts', '**/*.test.ts', '**/fragments.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/graphql/index.ts', '**/graphql/fragments.ts', '**/fragments.ts', 'gql.tada'],
              allowTypeImports: true,
              message: 'The browser takes GraphQL documents as types only (import type); documents live in *.server.ts or browserGraphql.',
            },
          ],
        },
      ],
    },
  },
  ...walls,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The codebase runs on Node's type stripping: no enums or namespaces (erasableSyntaxOnly in tsconfig).
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Type stripping has no enums: use a const object.' }],
    },
  },
);
