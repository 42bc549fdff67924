// What other features of this remote may use of filters (the lint boundary).
export * from './components/FilterPanel';
export * from './player-filters';
