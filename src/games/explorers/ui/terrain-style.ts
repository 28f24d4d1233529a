// How terrains and objects look: texture keys (file names in assets/sprites/) and the flat colours
// used where a picture would be too small (mini-maps, swatches).
import { OBJECTS, TERRAINS, VILLAGE, type ObjectKind, type Terrain } from '../rules/index';

export const terrainTexture = (terrain: Terrain): string => `terrain-${terrain}`;
export const objectTexture = (kind: ObjectKind): string => `obj-${kind}`;
export const VILLAGE_TEXTURE = 'village';

export const TERRAIN_COLORS: Readonly<Record<Terrain, number>> = {
  prairie: 0x8cc152,
  water: 0x4fa3e0,
  desert: 0xf2d27a,
  mountain: 0x9a8f86,
};
export const VILLAGE_COLOR = 0xc98b5a;

/** Flat colour of a map cell from its terrain code (a TERRAINS index or VILLAGE). */
export const cellColor = (code: number): number =>
  code === VILLAGE ? VILLAGE_COLOR : TERRAIN_COLORS[TERRAINS[code] as Terrain];

/** The object on a map cell from its code (OBJECTS index + 1, 0 for none). */
export const objectAt = (code: number): ObjectKind | null => (code > 0 ? (OBJECTS[code - 1] as ObjectKind) : null);
