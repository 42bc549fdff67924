// What an import would do (or did), season by season: created, updated, left alone.
import type { ChangeCounts, SeasonImport } from 'shared-contracts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from 'shared-ui';

export function describeCounts(counts: ChangeCounts | null): string {
  if (!counts) return '—';
  return `${counts.created} new, ${counts.updated} updated, ${counts.unchanged} unchanged`;
}

export function ImportPreviewTable({ seasons, caption }: { seasons: readonly SeasonImport[]; caption: string }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Season</TableHead>
          <TableHead scope="col">Teams</TableHead>
          <TableHead scope="col">Games</TableHead>
          <TableHead scope="col">Players</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {seasons.map((season) => (
          <TableRow key={season.season}>
            <TableHead scope="row">
              {season.season} ({season.weeks} weeks)
            </TableHead>
            <TableCell>{describeCounts(season.teams)}</TableCell>
            <TableCell>{describeCounts(season.matchups)}</TableCell>
            <TableCell>{describeCounts(season.players)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
