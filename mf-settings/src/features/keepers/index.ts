// What the keepers feature offers the rest of mf-settings: the keeper rule and roll-over cards.
export { KeeperSeasonSettings } from './components/KeeperSeasonSettings';
