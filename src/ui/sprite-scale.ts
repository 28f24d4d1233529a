// How much larger than its drawn size each sprite is rasterised (assets/sprites/*.webp, made from
// the SVGs by `npm run art`): small sprites are magnified on the board, backdrops are drawn at
// about their own size. Plain data, read by the art script as well as by the game.

export const SPRITE_SCALE = 2;

const LARGE = new Set(['sky', 'island-underside', 'panel', 'card-face', 'card-back']);

/** Backdrops and every game's logo (`logo…`) at 1.5, the rest at SPRITE_SCALE. */
export const spriteScale = (key: string): number => (LARGE.has(key) || key.startsWith('logo') ? 1.5 : SPRITE_SCALE);
