// What other features of this remote may use of players (the lint boundary).
export * from './api/players-api';
export * from './messages';
