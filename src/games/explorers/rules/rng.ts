// Seeded RNG: the one every game's rules share (src/games/common, pure like the rules).
export * from '../../common/rng';
