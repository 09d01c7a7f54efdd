import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// Images are written by the server (ServerImage); next/image's client component would add its
// script to every page showing one (issue 10's script budgets). In both blocks below: a file's
// 'no-restricted-imports' comes from the last block that matches it.
const NO_NEXT_IMAGE = {
  name: 'next/image',
  message: 'Use ServerImage from @/components/ServerImage: next/image is a client component every page would download.',
}
const NO_NEXT_LINK = {
  name: 'next/link',
  message:
    'Use Link from @/components/Link: a plain anchor with nothing to hydrate, followed and prefetched on intent by one listener (issue 10).',
}
const NO_LUCIDE = {
  name: 'lucide-react',
  message: "Use @/components/icons: lucide-react's icons render through a client component every page would download.",
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // ServerImage wraps next/image; the icons' test compares them with lucide-react's drawings.
    ignores: ['src/components/ServerImage.tsx', 'src/components/icons/icons.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_NEXT_IMAGE, NO_NEXT_LINK, NO_LUCIDE],
        },
      ],
    },
  },
  {
    // Code that runs in the browser joins classes with cx and buttonClasses: tailwind-merge (cn,
    // buttonClassName) would add 8.4 kB of gzip to every page showing it (issue 10's script budgets).
    files: [
      'src/**/*.client.tsx',
      'src/features/forms/components/**',
      'src/components/layout/Logo.tsx',
      'src/components/ui/loading-placeholder.tsx',
      'src/features/vendor-accounts/components/ConnectionBadge.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/components/ui/cn',
              message: 'Use cx from @/components/ui/cx in client code (no tailwind-merge in the browser).',
            },
            NO_NEXT_IMAGE,
            NO_NEXT_LINK,
            NO_LUCIDE,
            {
              name: '@/components/ui/button-styles',
              message:
                'Use buttonClasses from @/components/ui/button-classes in client code (no tailwind-merge in the browser).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
]

export default config
