// Ambassadors' scenes, by the keys its definition gives the shell (and its scenes start each other by).
export const AmbassadorsScenes = { setup: 'AmbassadorsSetup', play: 'AmbassadorsPlay', scoring: 'AmbassadorsScoring' } as const;
