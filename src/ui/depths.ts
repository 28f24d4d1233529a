// Drawing order of the play screens, back to front.
export const DEPTHS = {
  sky: 0,
  cloudsBehind: 1,
  map: 2,
  cloudsAbove: 3,
  ui: 10,
  /** Another player's sheet, opened from their mini-map (over the map and controls beneath). */
  overlay: 20,
  flying: 40,
  banner: 50,
  curtain: 100,
} as const;
