/** Where the all-slips page lives (GamesRoot's route, the links of the games home and each lobby's history). */
export const ALL_SLIPS_PATH = '/gamelobby/my-slips';
