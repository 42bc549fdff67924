// What other features of this remote may use of player-edit (the lint boundary).
export * from './batch-edits';
export * from './components/AddPlayerDialog';
export * from './components/BatchEditPanel';
export * from './components/EditPlayerDialog';
