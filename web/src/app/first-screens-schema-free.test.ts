import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  onDemandImports,
  resolveModule,
  sourceText,
  src,
  staticImports,
} from '@/test/module-graph';

/*
 * Building a schema library's schemas is long work for a phone's main thread (zod's for the
 * contract's points module took about 70 ms at a mid-range phone's speed), so sign-in, home and
 * the privilege list load none: not with their code, and not with the parts they load once
 * drawn (the points flows, the consent gate, the side menu, the feedback modal). Forms that
 * need a schema load it with their own page.
 */
const routePages = path.join(src, 'app/route-pages.ts');
/** Loaded only inside the console's live preview of the brand's look, never for a member. */
const consolePreview = path.join(src, 'lib/theme/theme-preview.ts');

/** Every module a page loads, at once or later by itself, and who imports each. */
function loadedWith(entries: string[]) {
  const importer = new Map<string, string>();
  const packages = new Map<string, string>();
  const walk = (file: string, from: string) => {
    if (importer.has(file) || file === consolePreview) return;
    importer.set(file, from);
    const text = sourceText(file);
    // The route table loads every page on demand: pages are checked one by one below.
    const later = file === routePages ? [] : onDemandImports(text);
    for (const specifier of [...staticImports(text), ...later]) {
      const imported = resolveModule(file, specifier);
      if (imported) walk(imported, file);
      else if (!packages.has(specifier)) packages.set(specifier, file);
    }
  };
  for (const entry of entries) walk(entry, entry);
  return { modules: importer, packages };
}

/** The chain of imports from a page to `file`. */
function chain(modules: Map<string, string>, file: string): string {
  const steps = [path.relative(src, file)];
  for (let at = file; modules.get(at) !== at; at = modules.get(at)!) {
    steps.unshift(path.relative(src, modules.get(at)!));
  }
  return steps.join(' → ');
}

const pages = {
  'sign-in': 'features/auth/components/line-login-page.tsx',
  home: 'app/screens/home-screen.tsx',
  'privilege list': 'features/privileges/components/privilege-list-page.tsx',
};

describe('the first screens load no schema library', () => {
  it('follows imports into the contract and into parts loaded later', () => {
    const { modules, packages } = loadedWith([path.join(src, pages.home)]);
    expect(modules.has(path.join(src, 'features/points/components/points-flows.tsx'))).toBe(true);
    expect(modules.has(path.resolve(src, '../../contract/src/scan-code-values.ts'))).toBe(true);
    expect(packages.has('react')).toBe(true);
    // A form page reached the same way does load one.
    const form = loadedWith([path.join(src, 'features/profile/components/edit-profile-page.tsx')]);
    expect(form.packages.has('zod')).toBe(true);
  });

  it.each(Object.entries(pages))('%s, with the app around it', (_, page) => {
    const { modules, packages } = loadedWith([
      path.join(src, 'main.tsx'),
      path.join(src, 'app/layouts/main-layout.tsx'),
      path.join(src, 'app/layouts/auth-layout.tsx'),
      path.join(src, page),
    ]);
    const zod = packages.get('zod');
    expect(zod && chain(modules, zod)).toBeUndefined();
  });
});
