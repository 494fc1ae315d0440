// Route modules keep their loader and action next to the screen; React Router's Vite plugin drops
// those (and the `.server.ts` modules only they use) from the browser bundle. Storybook renders the
// same route modules without that plugin, so every `.server.ts` module is replaced here by one that
// names the same exports and throws if one is ever called: stories feed screens from fixtures.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const PREFIX = '\0story-server-stub:';

/** The value exports of a TypeScript module (types and interfaces are erased anyway). */
export function valueExportsOf(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm)) {
    if (match[1]) names.add(match[1]);
  }
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const entry of (match[1] ?? '').split(',')) {
      const spec = entry.trim();
      if (spec === '' || spec.startsWith('type ')) continue;
      const name = spec.split(/\s+as\s+/).at(-1)?.trim();
      if (name) names.add(name);
    }
  }
  if (/^export\s+default\b/m.test(source)) names.add('default');
  return [...names];
}

export function serverModuleStubs(): Plugin {
  return {
    name: 'story-server-module-stubs',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/\.server(?:\.tsx?)?$/.test(source) || !importer || importer.startsWith(PREFIX)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? PREFIX + resolved.id : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      const names = valueExportsOf(await readFile(file, 'utf8'));
      const lines = names.map((name) => {
        const stub = `serverOnly(${JSON.stringify(name)})`;
        return name === 'default' ? `export default ${stub};` : `export const ${name} = ${stub};`;
      });
      return [
        `const serverOnly = (name) => () => { throw new Error(${JSON.stringify(`${file}: `)} + name + ' runs on the server only; stories use fixtures'); };`,
        ...lines,
      ].join('\n');
    },
  };
}
