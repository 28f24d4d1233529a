// What the game's code asks of Phaser at run time, read from src/ with the TypeScript parser:
// `Phaser.A.B` paths in value positions (types are erased, so they need nothing), the factories
// and file types scenes call (`this.add.text`, `this.load.svg`), and the scene plugins they reach
// (`this.tweens`, `scene.time`). The page's Phaser (the trimmed module) must have every one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface PhaserUses {
  /** Dotted paths under the Phaser namespace, e.g. `GameObjects.Text`. */
  readonly paths: string[];
  /** Names called on a scene's `add` (GameObjectFactory). */
  readonly factories: string[];
  /** Names called on a scene's `load` (LoaderPlugin). */
  readonly fileTypes: string[];
  /** Scene properties the code reaches (systems and plugins). */
  readonly plugins: string[];
}

/** Properties every scene gets from its systems or plugins (see Phaser's scene injection map). */
const SCENE_PLUGINS = new Set(['add', 'make', 'tweens', 'time', 'cameras', 'input', 'load', 'scale', 'events', 'children', 'textures', 'registry', 'anims', 'cache', 'plugins', 'renderer', 'lights', 'data', 'sound', 'physics', 'matter']);

/** Whether `node` sits in a class declared as `extends Phaser.Scene`. */
function inSceneClass(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isClassLike(at)) return (at.heritageClauses ?? []).some((clause) => clause.types.some((type) => type.expression.getText() === 'Phaser.Scene'));
  }
  return false;
}

/** `scene`, `x.scene`, or `this` inside a scene class: the expressions that stand for a scene here. */
const isScene = (node: ts.Expression): boolean =>
  (ts.isIdentifier(node) && node.text === 'scene') ||
  (ts.isPropertyAccessExpression(node) && node.name.text === 'scene') ||
  (node.kind === ts.SyntaxKind.ThisKeyword && inSceneClass(node));

/** `Phaser.A.B` as `A.B`, or null for anything not rooted at the Phaser namespace. */
function phaserPath(node: ts.PropertyAccessExpression): string | null {
  const names: string[] = [];
  let at: ts.Expression = node;
  while (ts.isPropertyAccessExpression(at)) {
    names.unshift(at.name.text);
    at = at.expression;
  }
  return ts.isIdentifier(at) && at.text === 'Phaser' ? names.join('.') : null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

export function phaserUses(srcDir: string): PhaserUses {
  const paths = new Set<string>();
  const factories = new Set<string>();
  const fileTypes = new Set<string>();
  const plugins = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node)) {
        // Only the longest chain counts: `Phaser.Math.Clamp`, not also `Phaser.Math`.
        const path = ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node ? null : phaserPath(node);
        if (path) paths.add(path);
        const owner = node.expression;
        if (ts.isPropertyAccessExpression(owner) && isScene(owner.expression)) {
          if (owner.name.text === 'add') factories.add(node.name.text);
          if (owner.name.text === 'load') fileTypes.add(node.name.text);
        }
        if (isScene(owner) && SCENE_PLUGINS.has(node.name.text)) plugins.add(node.name.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const sorted = (set: Set<string>): string[] => [...set].sort();
  return { paths: sorted(paths), factories: sorted(factories), fileTypes: sorted(fileTypes), plugins: sorted(plugins) };
}
