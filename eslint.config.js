import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The codebase runs on Node's type stripping: no enums or namespaces (erasableSyntaxOnly in tsconfig).
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Type stripping has no enums: use a const object.' }],
    },
  },
);
