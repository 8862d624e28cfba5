import { describe, expect, it } from 'vitest';

import { pageScripts } from './page-scripts';

// A build as Vite records it: the entry importing a runtime and a helper it shares with the boot
// script, a page sharing a widget with it.
const manifest = {
  'index.html': { file: 'assets/entry.js', imports: ['_runtime.js', '_paint.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_paint.js': { file: 'assets/paint.js' },
  'src/boot.ts': { file: 'assets/boot.js', imports: ['_paint.js'] },
  '_widget.js': { file: 'assets/widget.js', imports: ['index.html'] },
  'src/list.tsx': { file: 'assets/list.js', imports: ['index.html', '_widget.js'] },
  'src/locales/th/list.json': { file: 'assets/list-th.js' },
};
const shell =
  '<html><head><script type="module" crossorigin src="/assets/entry.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/paint.js"></head>' +
  '<body><div id="root"></div></body></html>';

describe('pageScripts', () => {
  it('has a whole drawn screen painted before the app is fetched and run', () => {
    const page = pageScripts(manifest)(shell, { entryAfterPaint: true, preload: [] });
    expect(page).toBe(
      '<html><head><script type="module" crossorigin src="/assets/boot.js" ' +
        'data-app-entry="/assets/entry.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/paint.js"></head>' +
        '<body><div id="root"></div></body></html>',
    );
  });

  it("fetches the page's code and texts beside the entry, at low priority", () => {
    const page = pageScripts(manifest)(shell, {
      entryAfterPaint: false,
      preload: ['src/list.tsx', 'src/locales/th/list.json'],
    });
    expect(page).toBe(
      shell.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/list.js">' +
          '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/widget.js">' +
          '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/list-th.js">' +
          '</head>',
      ),
    );
  });

  it('leaves the shell as built without a manifest, a boot script or the entry it knows', () => {
    const afterPaint = { entryAfterPaint: true, preload: [] };
    expect(pageScripts(undefined)(shell, afterPaint)).toBe(shell);
    const withoutBoot = Object.fromEntries(
      Object.entries(manifest).filter(([key]) => key !== 'src/boot.ts'),
    );
    expect(pageScripts(withoutBoot)(shell, afterPaint)).toBe(shell);
    const other = shell.replace('/assets/entry.js', '/assets/other.js');
    expect(pageScripts(manifest)(other, afterPaint)).toBe(other);
  });

  it('refuses a module the build does not have: the renderer and the build disagree', () => {
    expect(() =>
      pageScripts(manifest)(shell, { entryAfterPaint: false, preload: ['src/gone.tsx'] }),
    ).toThrow(/no src\/gone\.tsx/);
  });
});
