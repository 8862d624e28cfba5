import { describe, expect, it } from 'vitest';

import { pageScripts, pageStyles } from './page-scripts';

// A build as Vite records it: the entry importing a runtime and a helper it shares with the boot
// script.
const manifest = {
  'index.html': { file: 'assets/entry.js', imports: ['_runtime.js', '_paint.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_paint.js': { file: 'assets/paint.js' },
  'src/boot.ts': { file: 'assets/boot.js', imports: ['_paint.js'] },
  'style.css': { file: 'assets/app.css' },
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

describe('pageStyles', () => {
  // A drawn page as beasties leaves it: the screen's rules in the page, the stylesheet at the end.
  const drawn =
    '<html><head><style>.card{color:red}</style><script type="module" crossorigin ' +
    'src="/assets/boot.js" data-app-entry="/assets/entry.js"></script></head>' +
    '<body><div id="root"><p class="card">x</p></div>' +
    '<link rel="stylesheet" crossorigin href="/assets/app.css"></body></html>';

  it('has the boot script link the stylesheet once the drawn screen is painted', () => {
    expect(pageStyles(manifest)(drawn)).toBe(
      '<html><head><style>.card{color:red}</style><script type="module" crossorigin ' +
        'src="/assets/boot.js" data-app-style="/assets/app.css" ' +
        'data-app-entry="/assets/entry.js"></script></head>' +
        '<body><div id="root"><p class="card">x</p></div></body></html>',
    );
  });

  it('leaves the page as it is without a manifest, its stylesheet or the boot script', () => {
    expect(pageStyles(undefined)(drawn)).toBe(drawn);
    const unstyled = Object.fromEntries(
      Object.entries(manifest).filter(([key]) => key !== 'style.css'),
    );
    expect(pageStyles(unstyled)(drawn)).toBe(drawn);
    const undrawn = drawn.replace('src="/assets/boot.js"', 'src="/assets/entry.js"');
    expect(pageStyles(manifest)(undrawn)).toBe(undrawn);
  });
});
