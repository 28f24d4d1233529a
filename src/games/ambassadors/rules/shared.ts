// The modules every game's rules share (src/games/common, pure like the rules), brought in at
// this one place.
export * from '../../common/arrays';
export * from '../../common/input';
export * from '../../common/result';
export * from '../../common/rng';
export * from '../../common/record';
