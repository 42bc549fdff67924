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
  // docs/decisions.md §3: the dashboard opens on season 2024, week 17.
  defaultSeason: 2024,
  defaultWeek: 17,
} as const;

/** The 2025 Yahoo league the demo teams are linked to (the fake provider serves the same keys). */
export const DEMO_YAHOO_LEAGUE_KEY = '461.l.6288';

/** Team n of DEMO_TEAMS (1-based) is team n of the demo's Yahoo league. */
export function demoYahooTeamKey(index: number): string {
  return `${DEMO_YAHOO_LEAGUE_KEY}.t.${index + 1}`;
}

/** A round badge with the team's initials: inline, so no image is fetched from another host. */
function badge(abbreviation: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${background}"/><text x="32" y="40" font-family="sans-serif" font-size="20" font-weight="bold" fill="#fff" text-anchor="middle">${abbreviation}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Two teams have uploaded a logo; the rest show their abbreviation. */
export const DEMO_LOGOS: Partial<Record<(typeof DEMO_TEAMS)[number]['abbreviation'], string>> = {
  GCK: badge('GCK', '#1f2937'),
  BAY: badge('BAY', '#7c3aed'),
};
