import type { Plugin } from 'vite';

/**
 * The preload lists of lazy pages without what their importer has already loaded.
 *
 * Vite gives every dynamic import the list of files to preload with it; for a route that is the
 * page's chunk plus everything it imports — the framework, the router and the texts too, which the
 * entry loaded long before. Those names are on every first load and preload nothing. The plugin
 * records, once the bundle is complete, the files each chunk loads statically (directly or
 * through its imports), and `resolveDependencies` drops them from that chunk's lists.
 */
export function loadedDependencies(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  const loadedBy = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'vita:loaded-dependencies',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const imports = new Map<string, string[]>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') imports.set(output.fileName, output.imports);
        }
        for (const fileName of imports.keys()) {
          const seen = new Set<string>();
          const walk = (name: string) => {
            for (const next of imports.get(name) ?? []) {
              if (seen.has(next)) continue;
              seen.add(next);
              walk(next);
            }
          };
          walk(fileName);
          loadedBy.set(fileName, seen);
        }
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = loadedBy.get(hostId);
    return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
  };
  return { plugin, resolveDependencies };
}
