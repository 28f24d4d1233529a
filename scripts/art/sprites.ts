// Every sprite of the game, drawn as SVG text by the modules of this folder (see make-art.ts).
import { cardArt } from './cards';
import { frameArt } from './frames';
import { iconArt } from './icons';
import { islandArt } from './island';
import { logoArt } from './logo';
import { markArt } from './marks';
import { objectArt } from './objects';
import { portraitArt } from './portraits';
import { skyArt } from './sky';
import { terrainArt } from './terrain';
import { villageArt } from './village';

/** File in assets/sprites/ naming, for each sprite, the SHA-256 of the SVG its bitmap was made from. */
export const RASTER_SOURCES = 'raster-sources.json';

/** Sprite name (file name without extension) → SVG text. */
export const drawSprites = (): Record<string, string> => ({
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
  ...portraitArt(),
});
