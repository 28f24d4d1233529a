// The modules' static imports, type-only ones too, form no cycle (dynamic imports are the lazily
// loaded chunks' way in), and every game folder is one line of the registry.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';

const ROOT = resolve(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

const IMPORT = /^(?:import|export)\s+[^;]*?\s*from\s+'([^']+)'|^import\s+'([^']+)'/gms;

/** The modules a file imports statically, for values or for types. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const [, from, bare] = match;
    const spec = from ?? bare ?? '';
    if (!spec.startsWith('.')) continue;
    const base = resolve(dirname(file), spec);
    const target = [`${base}.ts`, `${base}/index.ts`, base].find((p) => p.endsWith('.ts') && isFile(p));
    if (target) found.push(target);
  }
  return found;
}

/** The cycles of a graph (Tarjan's strongly connected components of more than one module, or a module importing itself). */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the import graph', () => {
  it('finds a cycle where there is one (the check can fail)', () => {
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['c', 'b', 'a']]);
    expect(cycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('has no cycle of static imports in the page, the server or the tools', () => {
    const files = ['src', 'server', 'scripts'].flatMap((dir) => sources(join(ROOT, dir)));
    const graph = new Map(files.map((file) => [file, staticImports(file)]));
    expect(cycles(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)))).toEqual([]);
  });

  it('holds each game folder as one line of the registry', () => {
    // A game is a folder with its definition (index.ts); one still without it (its rules come
    // first, its screens later) is not offered yet.
    const folders = readdirSync(join(ROOT, 'src', 'games')).filter(
      (name) => name !== 'common' && statSync(join(ROOT, 'src', 'games', name)).isDirectory() && existsSync(join(ROOT, 'src', 'games', name, 'index.ts')),
    );
    expect(GAMES.map((game) => game.id).sort()).toEqual(folders.sort());
    const registry = readFileSync(join(ROOT, 'src', 'games', 'registry.ts'), 'utf8');
    for (const id of folders) expect(registry.match(new RegExp(`from '\\./${id}/index'`, 'g'))).toHaveLength(1);
  });
});
