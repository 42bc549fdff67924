// What the Draft Picks page may use of picks (the lint boundary): the board, its toolbar, the
// ping pong balls card, and the reads, edits and labels behind them.
export { keeperBoardQueryOptions } from './api/keeper-board-api';
export { heldPicksQueryOptions, picksQueryOptions } from './api/picks-api';
export { DraftBoard, DraftBoardSkeleton } from './components/DraftBoard';
export { DraftPicksToolbar } from './components/DraftPicksToolbar';
export { KeeperConflictsCard } from './components/KeeperConflictsCard';
export { NoPicksForYear } from './components/NoPicksForYear';
export { PingPongBallsCard } from './components/PingPongBallsCard';
export { usePickEditor } from './hooks/usePickEditor';
export { useSavePicks } from './hooks/useSavePicks';
export { useSetPickLock } from './hooks/useSetPickLock';
export { keepersByPick } from './model/keeper-marks';
export { teamsById, UNKNOWN_TEAM } from './model/pick-labels';
export { defaultPickYear, nextDraftYear } from './model/pick-year';
export { teamOptions } from './model/team-options';
