/** The streak games' page and what other features use of it (the verify view reads slips through its api). */
export { StreakGamePage } from './components/StreakGamePage';
export { GameTabs } from './components/GameTabs';
export { HashText } from './components/HashText';
export { fetchSlip } from './api/streak-api';
export { useDaySlips } from './hooks/useDaySlips';
export { minigameErrorText } from './utils/minigame-error-text';
export { HAND_EMOJI } from './utils/outcome-art';
