// Explorers' scenes, by the keys its definition gives the shell (and its scenes start each other by).
export const ExplorersScenes = { setup: 'Setup', play: 'Play', scoring: 'Scoring' } as const;
