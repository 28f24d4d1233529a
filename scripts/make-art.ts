// Writes every sprite of the game into assets/sprites/ as SVG. Deterministic: running it
// again yields identical files, so the generated art is kept in the repository.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardArt } from './art/cards';
import { frameArt } from './art/frames';
import { iconArt } from './art/icons';
import { islandArt } from './art/island';
import { logoArt } from './art/logo';
import { markArt } from './art/marks';
import { objectArt } from './art/objects';
import { skyArt } from './art/sky';
import { terrainArt } from './art/terrain';
import { villageArt } from './art/village';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'sprites');

const sprites: Record<string, string> = {
  ...terrainArt(),
  ...villageArt(),
  ...objectArt(),
  ...markArt(),
  ...iconArt(),
  ...islandArt(),
  ...skyArt(),
  ...cardArt(),
  ...logoArt(),
  ...frameArt(),
};

mkdirSync(out, { recursive: true });
let total = 0;
for (const [name, svg] of Object.entries(sprites)) {
  writeFileSync(join(out, `${name}.svg`), svg);
  total += Buffer.byteLength(svg);
}
console.log(`${Object.keys(sprites).length} sprites, ${(total / 1024).toFixed(1)} KB, in assets/sprites/`);
