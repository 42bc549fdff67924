// The Draft Picks screen (/picks): a year's ping pong balls, its draft lottery and its five rounds of picks. The
// commissioner unlocks the board to drag picks into a new order within a round and to hand
// picks to other teams, then saves every change at once; to lock or unlock a pick; and to set
// the year's balls. Every member reads the board. Until this browser's lottery reveal has shown
// the drawn order, round 1 keeps the order it had before the draw.
import { useQuery } from '@tanstack/react-query';
import { errorMessage, teamsQueryOptions, useAuth } from 'shared-auth';
import { PICK_YEARS } from 'shared-contracts';
import { Button, PageHeading, QueryState, UnsavedChangesGuard, useNumberSearchParam } from 'shared-ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DraftLotteryCard, useLotteryReveal, useLotteryStatus, withPositionsBefore } from '../features/lottery';
import {
  DraftBoard,
  DraftBoardSkeleton,
  DraftPicksToolbar,
  heldPicksQueryOptions,
  KeeperConflictsCard,
  keeperBoardQueryOptions,
  keepersByPick,
  nextDraftYear,
  NoPicksForYear,
  PingPongBallsCard,
  picksQueryOptions,
  teamOptions,
  teamsById,
  UNKNOWN_TEAM,
  usePickEditor,
  useSavePicks,
  useSetPickLock,
} from '../features/picks';

export const PICKS_FAILED = 'Failed to fetch picks';
export const TEAMS_FAILED = 'Failed to fetch teams';
export const KEEPERS_FAILED = 'Failed to fetch keepers';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const DrawHidden = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const KeepersUnread = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Without `?year=` the screen opens on the next draft (docs/screens/picks.md §2), which takes
 * every year's picks to know: until they arrive it shows the board's skeleton rather than a
 * year it may leave at once. When they cannot be read it opens on the current season's.
 */
export function DraftPicksPage() {
  const { league } = useAuth();
  const [search] = useSearchParams();
  const yearNamed = search.has('year');
  const held = useQuery({ ...heldPicksQueryOptions(), enabled: !yearNamed });
  if (!yearNamed && held.isPending)
    return (
      <section aria-labelledby="page-title">
        <PageHeading id="page-title">Draft Picks</PageHeading>
        <div role="status" aria-label="Loading draft picks">
          <DraftBoardSkeleton />
        </div>
      </section>
    );
  const heldPicks = Object.values(held.data ?? {}).flat();
  return <DraftPicksBoardPage defaultYear={nextDraftYear(league?.currentSeason, heldPicks)} />;
}

function DraftPicksBoardPage({ defaultYear }: { defaultYear: number }) {
  const { league } = useAuth();
  const isCommissioner = league?.role === 'commissioner';
  const [year, setYear] = useNumberSearchParam('year', defaultYear, PICK_YEARS);
  const [locked, setLocked] = useState(true);
  const unlocked = isCommissioner && !locked;

  const picks = useQuery(picksQueryOptions(year));
  const teams = useQuery(teamsQueryOptions());
  // The keepers are a layer over the board: while they are read, or if they cannot be, the picks still show.
  const keeperBoard = useQuery(keeperBoardQueryOptions(year));
  const keepers = useMemo(() => keepersByPick(keeperBoard.data), [keeperBoard.data]);
  const editor = usePickEditor(year, picks.data, unlocked);
  const save = useSavePicks(year, editor.clear);
  const lock = useSetPickLock(year);
  const lotteryReveal = useLotteryReveal(year);
  const lotteryStatus = useLotteryStatus(year);
  // The server refuses ball changes while the lottery waits to be drawn: say so instead of offering them.
  const ballsHeldBecause =
    lotteryStatus === 'open' || lotteryStatus === 'closed'
      ? `The ${year} lottery is ${lotteryStatus}: its balls stay as published until it is drawn or reset.`
      : null;
  // Nothing changes while a save is on its way: its answer clears the edits it sent.
  const editable = unlocked && !save.isPending;

  const byId = useMemo(() => teamsById(teams.data ?? []), [teams.data]);
  const options = useMemo(() => teamOptions(teams.data ?? []), [teams.data]);
  const teamName = useMemo(() => {
    const names = new Map((teams.data ?? []).map((team) => [team.id, team.name]));
    return (teamId: number) => names.get(teamId) ?? UNKNOWN_TEAM;
  }, [teams.data]);

  // While editing, the commissioner works on the picks as stored; otherwise round 1 waits for the reveal.
  const hidingDraw = !unlocked && lotteryReveal.positionsBefore !== null;
  const shownPicks = useMemo(
    () => (hidingDraw ? withPositionsBefore(editor.picks, lotteryReveal.positionsBefore) : editor.picks),
    [hidingDraw, editor.picks, lotteryReveal.positionsBefore],
  );

  // No pick at all for the year: nothing to order, hold or draw until they are created.
  const noPicks = picks.data?.length === 0;
  const failed = picks.isError || teams.isError;

  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Draft Picks</PageHeading>
      <DraftPicksToolbar
        year={year}
        onYearChange={setYear}
        canEdit={isCommissioner}
        locked={locked}
        onToggleLock={() => setLocked((value) => !value)}
        pendingCount={editor.pending.length}
        saving={save.isPending}
        onSave={() => save.mutate(editor.pending)}
        onDiscard={editor.clear}
      />
      <Stack>
        {noPicks && !failed && <NoPicksForYear year={year} isCommissioner={isCommissioner} />}
        <PingPongBallsCard
          year={year}
          teams={teams.data ?? []}
          editable={unlocked && !noPicks}
          heldBecause={ballsHeldBecause}
        />
        <DraftLotteryCard
          year={year}
          isCommissioner={isCommissioner}
          canOpen={!noPicks}
          teamName={teamName}
          reveal={lotteryReveal.reveal}
        />
        {!noPicks && <KeeperConflictsCard draftYear={year} conflicts={keeperBoard.data?.conflicts ?? []} />}
        {keeperBoard.isError && (
          <KeepersUnread role="status">{`${KEEPERS_FAILED}: ${errorMessage(keeperBoard.error, KEEPERS_FAILED)}`}</KeepersUnread>
        )}
        {hidingDraw && (
          <DrawHidden role="note" aria-label="Round 1 before the reveal">
            <span>
              Round 1 shows its order from before the {year} lottery until your reveal has shown the drawn order.
            </span>
            <Button variant="outline" size="sm" onClick={lotteryReveal.reveal.all}>
              Show all
            </Button>
          </DrawHidden>
        )}
        {/* The board needs both the picks and the teams: a failure of the picks is told first. */}
        <QueryState
          query={picks}
          loadingLabel="Loading draft picks"
          skeleton={<DraftBoardSkeleton />}
          errorTitle={PICKS_FAILED}
          errorText={(error) => errorMessage(error, PICKS_FAILED)}
        >
          {() => (
            <QueryState
              query={teams}
              loadingLabel="Loading draft picks"
              skeleton={<DraftBoardSkeleton />}
              errorTitle={TEAMS_FAILED}
              errorText={(error) => errorMessage(error, TEAMS_FAILED)}
            >
              {() =>
                noPicks ? null : (
                  <DraftBoard
                    picks={shownPicks}
                    teams={byId}
                    teamOptions={options}
                    editable={editable}
                    unsavedIds={editor.unsavedIds}
                    onDrop={editor.drop}
                    onTeamChange={editor.changeTeam}
                    onLockChange={(pick, locked) =>
                      // The pick as the server answered it, under any unsaved edit: the lock's version.
                      lock.mutate({ pick: picks.data?.find((stored) => stored.id === pick.id) ?? pick, locked })
                    }
                    lockBusy={lock.isPending || save.isPending}
                    keepers={keepers}
                  />
                )
              }
            </QueryState>
          )}
        </QueryState>
      </Stack>
      <UnsavedChangesGuard
        when={editor.dirty}
        watchSearch={['year']}
        description="Your draft pick changes are not saved. If you leave now, they are lost."
      />
    </section>
  );
}
