// The app is written against React's API and runs on Preact's compatibility layer
// (docs/decisions/0224-web-preact-runtime.md): React 19's runtime is 58 KiB brotli on every first load, Preact with
// compat ~9 KiB. The build and the unit tests resolve React's module names to the same Preact files, so the tests
// exercise the runtime that ships.
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
