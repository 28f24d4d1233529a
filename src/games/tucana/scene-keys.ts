// Trails of Tucana's scenes, by the keys its definition gives the shell (and its scenes start each other by).
export const TucanaScenes = { setup: 'TucanaSetup', play: 'TucanaPlay', scoring: 'TucanaScoring' } as const;
