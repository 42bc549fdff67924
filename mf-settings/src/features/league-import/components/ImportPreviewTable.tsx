// What an import would do (or did), season by season: teams and players created, updated,
// left alone; games matched (and changed), new, clashing with the league's, and replaced; and,
// where the provider has them (Sleeper), traded draft picks, keepers and FAAB budgets.
import type { ChangeCounts, GameConflicts, GameCounts, SeasonImport } from 'shared-contracts/provider-setup';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from 'shared-ui';
import { TableScroll } from '../../../components/TableScroll';

export function describeCounts(counts: ChangeCounts | null): string {
  if (!counts) return '—';
  return `${counts.created} new, ${counts.updated} updated, ${counts.unchanged} unchanged`;
}

export function describeGames(counts: GameCounts, conflicts: GameConflicts | null): string {
  const parts = [`${counts.updated + counts.unchanged} matched (${counts.updated} changed)`, `${counts.created} new`];
  if (conflicts) parts.push(`${conflicts.providerGames} clashing`);
  if (counts.removed > 0) parts.push(`${counts.removed} of the league's replaced`);
  return parts.join(', ');
}

/** The extras' columns, shown when any season brings them (a Yahoo import never does). */
const EXTRA_COLUMNS = [
  { key: 'draftPicks', title: 'Traded picks' },
  { key: 'keepers', title: 'Keepers' },
  { key: 'faab', title: 'FAAB' },
] as const;

export function ImportPreviewTable({ seasons, caption }: { seasons: readonly SeasonImport[]; caption: string }) {
  const withExtras = seasons.some((season) => season.extras !== null);
  // The counts read as sentences and do not shrink to a small phone: the table scrolls inside
  // its card rather than widening the page.
  return (
    <TableScroll label={caption}>
      <Table>
        <caption>{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Season</TableHead>
            <TableHead scope="col">Teams</TableHead>
            <TableHead scope="col">Games</TableHead>
            <TableHead scope="col">Players</TableHead>
            {withExtras &&
              EXTRA_COLUMNS.map((column) => (
                <TableHead key={column.key} scope="col">
                  {column.title}
                </TableHead>
              ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {seasons.map((season) => (
            <TableRow key={season.season}>
              <TableHead scope="row">
                {season.season} ({season.weeks} weeks)
              </TableHead>
              <TableCell>{describeCounts(season.teams)}</TableCell>
              <TableCell>{describeGames(season.matchups, season.conflicts)}</TableCell>
              <TableCell>{describeCounts(season.players)}</TableCell>
              {withExtras &&
                EXTRA_COLUMNS.map((column) => (
                  <TableCell key={column.key}>{describeCounts(season.extras?.[column.key] ?? null)}</TableCell>
                ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
