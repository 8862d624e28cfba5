import { describe, expect, it } from 'vitest';

import { pageScripts } from './page-scripts';

// A build as Vite records it: the entry importing a runtime and a helper it shares with the boot
// script.
const manifest = {
  'index.html': { file: 'assets/entry.js', imports: ['_runtime.js', '_paint.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_paint.js': { file: 'assets/paint.js' },
  'src/boot.ts': { file: 'assets/boot.js', imports: ['_paint.js'] },
};
const shell =
  '<html><head><script type="module" crossorigin src="/assets/entry.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/paint.js"></head>' +
  '<body><div id="root"></div></body></html>';

describe('pageScripts', () => {
  it('has the drawn screen painted before the app is fetched and run', () => {
    expect(pageScripts(manifest)(shell)).toBe(
      '<html><head><script type="module" crossorigin src="/assets/boot.js" ' +
        'data-app-entry="/assets/entry.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/paint.js"></head>' +
        '<body><div id="root"></div></body></html>',
    );
  });

  it('leaves the shell as built without a manifest, a boot script or the entry it knows', () => {
    expect(pageScripts(undefined)(shell)).toBe(shell);
    const withoutBoot = Object.fromEntries(
      Object.entries(manifest).filter(([key]) => key !== 'src/boot.ts'),
    );
    expect(pageScripts(withoutBoot)(shell)).toBe(shell);
    const other = shell.replace('/assets/entry.js', '/assets/other.js');
    expect(pageScripts(manifest)(other)).toBe(other);
  });
});
