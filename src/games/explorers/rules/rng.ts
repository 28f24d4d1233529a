// Seeded RNG: the one every game's rules share (src/games/common, pure like the rules).
// eslint-disable-next-line no-restricted-imports -- src/games/common holds pure modules shared by every game's rules
export * from '../../common/rng';
