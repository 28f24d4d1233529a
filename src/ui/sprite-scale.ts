// How much larger than its drawn size each sprite is rasterised (assets/sprites/*.webp, made from
// the SVGs by `npm run art`): small sprites are magnified on the board, backdrops are drawn at
// about their own size. Plain data, read by the art script as well as by the game.

export const SPRITE_SCALE = 2;

const LARGE = new Set(['sky', 'logo', 'logo-tucana', 'island-underside', 'panel', 'card-face', 'card-back']);

export const spriteScale = (key: string): number => (LARGE.has(key) ? 1.5 : SPRITE_SCALE);
