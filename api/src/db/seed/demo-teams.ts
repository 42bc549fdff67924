/** The demo league's twelve teams. displayName is the manager's name, as Link Teams shows it. */
export const DEMO_TEAMS = [
  { name: 'Gotham City Knights', displayName: 'Bruce', abbreviation: 'GCK' },
  { name: 'San Antonio Spurs of Steel', displayName: 'Faruk', abbreviation: 'SAS' },
  { name: 'Bayou Bandits', displayName: 'Marie', abbreviation: 'BAY' },
  { name: 'Mile High Mayhem', displayName: 'Dana', abbreviation: 'MHM' },
  { name: 'Lakeshore Lumberjacks', displayName: 'Sven', abbreviation: 'LSL' },
  { name: 'Desert Scorpions', displayName: 'Rosa', abbreviation: 'DSC' },
  { name: 'Harbor Hounds', displayName: 'Kofi', abbreviation: 'HRB' },
  { name: 'Prairie Thunder', displayName: 'Jess', abbreviation: 'PRT' },
  { name: 'Ironworks Anvils', displayName: 'Mateo', abbreviation: 'IRN' },
  { name: 'Capital Filibusters', displayName: 'Priya', abbreviation: 'CAP' },
  { name: 'Tundra Titans', displayName: 'Olaf', abbreviation: 'TUN' },
  { name: 'Coastal Currents', displayName: 'Lani', abbreviation: 'CST' },
] as const;

export const DEMO_LEAGUE = {
  name: 'Harambe Memorial League',
  currentSeason: 2025,
  // SPEC.md: the dashboard opens on season 2024, week 17.
  defaultSeason: 2024,
  defaultWeek: 17,
} as const;
