// The client reaches into three libraries' internal files (client/vendor/libraryInternals.ts): an
// upgrade that moves or changes them must fail here, not in a visitor's browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraThemeDir, PINNED_INTERNALS, reactRelayHooksFile, reactRouterProductionFiles } from '../../vendor/libraryInternals.ts';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '../../..');

function installedVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/** Every `import { name } from 'specifier/...'` under client/src, as [name, rest of the path]. */
function namedImportsOf(prefix: string): [string, string][] {
  const found: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const pattern = new RegExp(`import \\{ (\\w+) \\} from '${prefix.replace(/[/.]/g, '\\$&')}([^']+)'`, 'g');
        for (const match of readFileSync(path, 'utf8').matchAll(pattern)) found.push([match[1]!, match[2]!]);
      }
    }
  };
  walk(join(root, 'client/src'));
  return found;
}

describe('library internals', () => {
  it.each(PINNED_INTERNALS)('$name is the version package.json pins exactly', ({ name, pinnedBy }) => {
    const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const pin = name === pinnedBy ? rootPackage.dependencies[name] : (require(`${pinnedBy}/package.json`) as { dependencies: Record<string, string> }).dependencies[name];
    expect(pin).toMatch(/^\d+\.\d+\.\d+$/);
    if (name !== pinnedBy) expect(rootPackage.dependencies[pinnedBy]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installedVersion(name)).toBe(pin);
  });

  it('has each Chakra theme piece the app imports, at its file, with the export used', async () => {
    const pieces = namedImportsOf('@chakra-ui/react/theme/');
    expect(pieces.length).toBeGreaterThan(0);
    for (const [name, piece] of pieces) {
      const file = `${chakraThemeDir}/${piece}.js`;
      expect(existsSync(file), file).toBe(true);
      const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      expect(module[name], `${name} in ${piece}`).toBeDefined();
    }
  });

  it('takes each react-relay hook from its own file, the same one react-relay exports', async () => {
    const hooks = (await import(/* @vite-ignore */ reactRelayHooksFile)) as Record<string, unknown>;
    const reactRelay = require('react-relay') as Record<string, unknown>;
    const relayRuntime = require('relay-runtime') as Record<string, unknown>;
    const names = Object.keys(hooks).filter((name) => name !== 'default');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(typeof hooks[name], name).toBe('function');
      expect(hooks[name], name).toBe(reactRelay[name] ?? relayRuntime[name]);
    }
  });

  it.each(Object.entries(reactRouterProductionFiles))("has react-router's production build of %s, exporting what the package does", async (entry, file) => {
    expect(existsSync(file), file).toBe(true);
    const production = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const published = (await import(/* @vite-ignore */ entry)) as Record<string, unknown>;
    expect(Object.keys(production).sort()).toEqual(Object.keys(published).sort());
  });
});
