// ESLint 9 flat config. The import-zone rules enforce docs/architecture.md, "Imports run one way":
// config/contract/lib/components → core → features → app — and features never import each
// other (what two features share moves down to core/, components/ or lib/).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Feature folders as they exist now: the per-feature zones are generated, never hand-listed. */
const features = (() => {
  try {
    return readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const noApp = {
  regex: '^(@/app(/|$)|(\\.\\./)+app(/|$))',
  message: 'Only src/app composes the app; nothing imports it.',
};
const noFeatures = {
  regex: '^(@/features(/|$)|(\\.\\./)+features(/|$))',
  message: 'Shared layers must not know features: move the shared piece down instead.',
};
const noCore = {
  regex: '^(@/core(/|$)|(\\.\\./)+core(/|$))',
  message: 'lib/components/config/contract sit below core.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'server/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // Server HTML only through <SafeHtml> (docs/architecture.md, "Server HTML and URLs pass one gate").
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML with <SafeHtml> (src/components/safe-html.tsx).',
        },
        {
          // Inside JSX, `// …` is text the screen shows, not a comment.
          selector: 'JSXText[value=/^\\s*\\/[\\/*]/]',
          message: 'A comment among JSX children is drawn as text: write it as {/* … */} or above the JSX.',
        },
      ],
    },
  },
  { files: ['src/components/safe-html.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  {
    files: ['src/lib/**', 'src/components/**', 'src/config/**', 'contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noApp, noFeatures, noCore] }],
    },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noApp, noFeatures] }],
    },
  },
  ...features.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApp,
            {
              regex: `^@/features/(?!${escape(name)}(/|$))`,
              message: `features/${name} must not import another feature; move the shared piece to core/, components/ or lib/.`,
            },
            {
              // Relative escapes into a sibling feature (../../other/…) from anywhere inside this one.
              regex: `^(\\.\\./)+(?!${escape(name)}(/|$))[^./][^/]*/(api|routes|components|model)(/|$)`,
              message: `features/${name} must not import another feature.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
