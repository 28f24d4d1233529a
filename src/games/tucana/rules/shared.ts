// The modules every game's rules share (src/games/common, pure like the rules), brought in at
// this one place: the lint rule that keeps rules inside their folder makes no exception for them.
export * from '../../common/arrays';
export * from '../../common/input';
export * from '../../common/result';
export * from '../../common/rng';
export * from '../../common/bytes';
