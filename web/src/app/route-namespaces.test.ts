import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenNamespaces, namespaces, type Namespace } from '@/lib/i18n';
import { routeTable, type Layout } from '@/lib/routes';
import { resolveModule, sourceText, src, staticImports } from '@/test/module-graph';
import { layoutNamespaces } from './route-pages';

/*
 * A page's texts load with its code (withNamespaces), so a namespace its code uses but its
 * route does not list would be fetched only when the page renders, or never before a lost
 * connection. These tests read the source: every module loaded on demand, with everything it
 * imports statically, uses only the app's own namespaces and those its loader lists.
 */
function namespacesUsedIn(text: string): Set<string> {
  const used = new Set<string>();
  for (const match of text.matchAll(/useTranslation\(\s*(?:'(\w+)'|\[([^\]]*)\])?/g)) {
    if (match[1]) used.add(match[1]);
    else if (match[2]) for (const ns of match[2].matchAll(/'(\w+)'/g)) used.add(ns[1]!);
    else used.add('common');
  }
  for (const match of text.matchAll(/\bns:\s*'(\w+)'/g)) used.add(match[1]!);
  for (const match of text.matchAll(/['"`](\w+):[\w.]/g)) {
    if ((namespaces as readonly string[]).includes(match[1]!)) used.add(match[1]!);
  }
  return used;
}

/** The namespaces a module and everything it imports statically use, by the file using each. */
function namespacesOf(entry: string, stopAt: ReadonlySet<string> = new Set()) {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || stopAt.has(file)) return;
    seen.add(file);
    const text = sourceText(file);
    for (const ns of namespacesUsedIn(text)) if (!used.has(ns)) used.set(ns, file);
    for (const specifier of staticImports(text)) {
      const imported = resolveModule(file, specifier);
      if (imported) walk(imported);
    }
  };
  walk(entry);
  return used;
}

/** Namespaces used but not loaded, each with a file that uses it. */
function unloaded(used: Map<string, string>, loaded: readonly string[]) {
  return [...used]
    .filter(([ns]) => !loaded.includes(ns))
    .map(([ns, file]) => `${ns} (${path.relative(src, file)})`);
}

const appFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test'))
  .map((file) => path.join(src, file));

/** Every `import('…')` of the app's own code, with the namespaces its withNamespaces lists. */
const onDemand = appFiles.flatMap((file) => {
  const text = sourceText(file);
  return [
    ...text.matchAll(/(?:withNamespaces\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*)?import\('([^']+)'\)/g),
  ]
    .map((match) => ({
      file,
      module: resolveModule(file, match[2]!),
      listed: [...(match[1] ?? '').matchAll(/'(\w+)'/g)].map((ns) => ns[1]!),
    }))
    .filter((site): site is typeof site & { module: string } => site.module !== null);
});

const layoutFiles: Record<Layout, string> = {
  authentication: path.join(src, 'app/layouts/auth-layout.tsx'),
  main: path.join(src, 'app/layouts/main-layout.tsx'),
};

describe('texts loaded with the code that shows them', () => {
  it('knows every namespace of the locale files', () => {
    for (const language of ['th', 'en-US']) {
      const files = readdirSync(path.join(src, 'locales', language)).map((file) =>
        file.replace(/\.json$/, ''),
      );
      expect(files.sort()).toEqual([...namespaces].sort());
    }
  });

  it('reads the usages it checks', () => {
    const signIn = path.join(src, 'features/auth/components/line-login-page.tsx');
    expect([...namespacesOf(signIn).keys()]).toContain('auth');
    expect(onDemand.find((site) => site.module === signIn)?.listed).toEqual(['auth']);
    const pages = onDemand.filter((site) => site.file.endsWith(`app${path.sep}route-pages.ts`));
    expect(pages).toHaveLength(Object.keys(routeTable).length);
  });

  it('bundles with the app only the texts of the app shell', () => {
    const used = namespacesOf(path.join(src, 'main.tsx'), new Set(Object.values(layoutFiles)));
    expect(unloaded(used, firstScreenNamespaces)).toEqual([]);
  });

  it.each(Object.entries(layoutFiles))(
    'loads the %s layout’s texts with its pages',
    (layout, file) => {
      const loaded = [...firstScreenNamespaces, ...layoutNamespaces[layout as Layout]];
      expect(unloaded(namespacesOf(file), loaded)).toEqual([]);
    },
  );

  it('loads every page and deferred part with the texts it uses', () => {
    const missing = onDemand.flatMap(({ file, module, listed }) =>
      unloaded(namespacesOf(module), [...firstScreenNamespaces, ...listed]).map(
        (ns) => `${path.relative(src, file)} → ${path.relative(src, module)}: ${ns}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('lists no namespace the app already bundles', () => {
    const listed: Namespace[] = [
      ...onDemand.flatMap((site) => site.listed as Namespace[]),
      ...Object.values(layoutNamespaces).flat(),
    ];
    expect(listed.filter((ns) => firstScreenNamespaces.includes(ns))).toEqual([]);
  });
});
