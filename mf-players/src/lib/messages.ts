// Every text of the Players screen that docs/screens/players.md §3 lists, word for word, in one
// place so the screen and its tests cannot drift apart.

export const PLAYERS_TEXT = {
  title: 'Players',
  empty: 'No players found. Adjust filters or add a new player.',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} players`,
  editSelected: (count: number) => `Edit Selected (${count})`,
  exportCsv: 'Export CSV',
  importCsv: 'Import CSV',
  addPlayer: 'Add Player',
  clearFilters: 'Clear Filters',
  applyFilters: 'Apply Filters',
  saveChanges: 'Save Changes',
  discardChanges: 'Discard Changes',
  loadFailed: 'Failed to fetch players',
} as const;

/** docs/screens/players.md §4.3 (Add Player) and §8 (its toasts). */
export const ADD_PLAYER_TEXT = {
  required: 'Name, Position, and NFL Team are required',
  alreadyExists: (name: string) => `Player "${name}" already exists`,
  failed: 'Failed to add player',
  added: 'Player added successfully',
} as const;

/** docs/screens/players.md §3: saving edits (batch and single). */
export const SAVE_EDITS_TEXT = {
  saved: 'Players updated successfully',
  failed: 'Failed to update players',
} as const;

/** docs/screens/players.md §4.5 (CSV import and export) and §8 (their toasts). */
export const CSV_TEXT = {
  parseError: (firstMessage: string) => `Error parsing CSV: ${firstMessage}. Check console for details.`,
  empty: 'CSV file is empty or invalid.',
  missingName: "Invalid CSV format. 'name' column header is required.",
  noValidRows:
    'No valid player data found in CSV after processing. Check required fields (name, position, nflTeam) and ensure NFL teams are valid.',
  attempting: (count: number) => `Attempting to import ${count} players...`,
  importFailed: (message: string | undefined) => `CSV Import Failed: ${message || 'Unknown error'}`,
  importSucceeded: (created: number, updated: number) =>
    `CSV Import Successful: ${created} players created, ${updated} players updated.`,
  exported: (count: number) => `Exported ${count} players to CSV.`,
  nothingToExport: 'No players to export based on current filters.',
  // Ours (only .csv is accepted, docs/screens/players.md §4.5; these words are ours, docs/decisions.md §20).
  notCsv: (fileName: string) => `"${fileName}" is not a .csv file. Only .csv files can be imported.`,
  rulesUnavailable: "Could not load the import's rules (the connection may be lost). Nothing was imported: try again.",
} as const;

/** docs/screens/players.md §4.8: a player's weekly points, on his sheet and in the edit dialog. */
export const POINTS_TEXT = {
  heading: (year: number) => `Weekly points, ${year}`,
  loading: 'Loading points',
  loadFailed: 'Failed to fetch points',
  noProviderId: "No points: this player has no id of the league's provider.",
  noneYet: 'No points scored yet this season.',
} as const;
