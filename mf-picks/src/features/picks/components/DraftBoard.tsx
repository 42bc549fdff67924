// Rounds 1 to 5 of the year's draft, one 'Round N' card each; skeleton cards while loading.
// Below 768 px every round but the first is folded (docs/screens/picks.md §2).
import type { DraftPick } from 'shared-contracts';
import { Card, CardContent, CardHeader, Skeleton, useCompactScreen } from 'shared-ui';
import styled from 'styled-components';
import { groupByRound } from '../model/pick-order';
import { RoundCard, type RoundCardProps } from './RoundCard';

const Rounds = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/** Placeholder round cards; the screen's busy status ('Loading draft picks') wraps them. */
export function DraftBoardSkeleton() {
  return (
    <Rounds>
      {[1, 2, 3, 4, 5].map((round) => (
        <Card key={round}>
          <CardHeader>
            <Skeleton width="6rem" height="1.5rem" />
          </CardHeader>
          <CardContent>
            <Skeleton height="7.5rem" />
          </CardContent>
        </Card>
      ))}
    </Rounds>
  );
}

/** What every round is given, and the whole year's picks (unsaved edits included) to sort into rounds. */
export type DraftBoardProps = Omit<RoundCardProps, 'round' | 'picks'> & { picks: readonly DraftPick[] };

export function DraftBoard({ picks, ...rest }: DraftBoardProps) {
  const compact = useCompactScreen();
  return (
    <Rounds>
      {groupByRound(picks).map(({ round, picks: roundPicks }, index) => (
        <RoundCard
          key={round}
          round={round}
          picks={roundPicks}
          {...rest}
          collapsible={compact}
          defaultOpen={index === 0}
        />
      ))}
    </Rounds>
  );
}
