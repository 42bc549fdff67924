// The keepers' conflicts of a draft (docs/screens/picks.md §4.6): two keepers claiming one pick,
// a keeper whose team lacks his pick. Each is said in words, a warning mark beside it (never
// colour alone); the card is absent when there is none.
import { Card, CardContent, CardHeader, CardTitle } from 'shared-ui';
import styled from 'styled-components';
import { type KeeperConflict } from 'shared-contracts/keepers';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Kind = styled.strong`
  margin-right: ${({ theme }) => theme.spacing.xs};
`;

export const CONFLICT_KIND_LABELS: Record<KeeperConflict['kind'], string> = {
  'shared-pick': 'Shared pick:',
  'missing-pick': 'Missing pick:',
};

export function KeeperConflictsCard({
  draftYear,
  conflicts,
}: {
  draftYear: number;
  conflicts: readonly KeeperConflict[];
}) {
  if (conflicts.length === 0) return null;
  const titleId = 'keeper-conflicts-title';
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Keeper conflicts for {draftYear}</CardTitle>
      </CardHeader>
      <CardContent>
        <List>
          {conflicts.map((conflict) => (
            <Item key={`${conflict.kind}-${conflict.playerIds.join('-')}`}>
              <span aria-hidden="true">⚠ </span>
              <Kind>{CONFLICT_KIND_LABELS[conflict.kind]}</Kind>
              {conflict.message}
            </Item>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
