// What other features of this remote may use of keepers (the lint boundary).
export { keeperKeys, useKeeperSeason } from './api/keepers-api';
export { KeeperCostBreakdown } from './components/KeeperCostBreakdown';
export { KeepersSection } from './components/KeepersSection';
