// One side of the propose form: what the chosen team can add (players of the current
// season, unlocked picks, ping pong balls up to what it holds, FAAB up to what it has left,
// which shows beside it).
import { useMemo, useState } from 'react';
import { PICK_YEARS, TRADE_LIMITS, type Team } from 'shared-contracts';
import { Button, Input, Label, Select, numberOptions } from 'shared-ui';
import styled from 'styled-components';
import { errorMessage } from 'shared-auth';
import { useBalls, useFaabBalances, useHeldPicks, usePlayerBook } from '../api/assets-api';
import {
  ballsLabel,
  faabLabel,
  faabLeftLabel,
  pickLabel,
  quantityProblem,
  type DraftItem,
  type Side,
} from '../model/trade-draft';
import { ChooseAndAdd } from './ChooseAndAdd';
import { Field } from './Field';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;
const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface TeamOfferProps {
  side: Side;
  team: Team;
  /** Every team's abbreviation, for a pick that came from another team. */
  abbreviationOf: (teamId: number) => string;
  currentSeason: number;
  offered: readonly DraftItem[];
  onAdd: (item: DraftItem) => void;
}

const defaultBallYear = (season: number) => PICK_YEARS.find((year) => year >= season) ?? PICK_YEARS[0] ?? season;

export function TeamOffer({ side, team, abbreviationOf, currentSeason, offered, onAdd }: TeamOfferProps) {
  const id = (name: string) => `offer-${side}-${name}`;
  const offeredKeys = new Set(offered.map((item) => item.key));
  const players = usePlayerBook(currentSeason);
  const picks = useHeldPicks();
  const [search, setSearch] = useState('');
  const [playerId, setPlayerId] = useState('');
  const [pickId, setPickId] = useState('');
  const [ballYear, setBallYear] = useState(() => defaultBallYear(currentSeason));
  const balls = useBalls(ballYear);
  const [ballCount, setBallCount] = useState(String(TRADE_LIMITS.ping_pong_ball.default));
  const [faab, setFaab] = useState(String(TRADE_LIMITS.faab.default));
  const [ballProblem, setBallProblem] = useState<string | null>(null);
  const [faabProblem, setFaabProblem] = useState<string | null>(null);
  const faabBalances = useFaabBalances(currentSeason);
  // A team without a row has $0, as the API answers and a trade finds it.
  const faabLeft = faabBalances.data
    ? (faabBalances.data.find((row) => row.teamId === team.id)?.amount ?? 0)
    : undefined;

  const playerOptions = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (players.data ?? [])
      .filter((player) => player.teamId === team.id && !offeredKeys.has(`${side}:player:${player.id}`))
      .filter((player) => needle === '' || player.name.toLowerCase().includes(needle))
      .sort((x, y) => x.name.localeCompare(y.name))
      .map((player) => ({ value: String(player.id), label: `${player.name} (${player.position})` }));
  }, [players.data, team.id, search, side, offered]); // eslint-disable-line react-hooks/exhaustive-deps

  const pickOptions = (picks.data?.[String(team.id)] ?? [])
    .filter((pick) => !pick.isLocked && !offeredKeys.has(`${side}:draft_pick:${pick.id}`))
    .map((pick) => ({ value: String(pick.id), label: pickLabel(pick, team.id, abbreviationOf) }));
  const ballRow = balls.data?.find((row) => row.teamId === team.id);

  const addPlayer = () => {
    const option = playerOptions.find((candidate) => candidate.value === playerId);
    if (!option) return;
    onAdd({
      key: `${side}:player:${option.value}`,
      side,
      itemType: 'player',
      itemId: Number(option.value),
      quantity: null,
      label: option.label,
    });
    setPlayerId('');
  };
  const addPick = () => {
    const option = pickOptions.find((candidate) => candidate.value === pickId);
    if (!option) return;
    onAdd({
      key: `${side}:draft_pick:${option.value}`,
      side,
      itemType: 'draft_pick',
      itemId: Number(option.value),
      quantity: null,
      label: option.label,
    });
    setPickId('');
  };
  const addBalls = () => {
    const problem = quantityProblem('ping_pong_ball', ballCount, ballRow?.quantity ?? 0);
    setBallProblem(problem);
    if (problem || !ballRow) return;
    const quantity = Number(ballCount);
    onAdd({
      key: `${side}:ping_pong_ball:${ballRow.id}`,
      side,
      itemType: 'ping_pong_ball',
      itemId: ballRow.id,
      quantity,
      label: ballsLabel(quantity, ballYear),
    });
  };
  const addFaab = () => {
    const problem = quantityProblem('faab', faab, faabLeft);
    setFaabProblem(problem);
    if (problem) return;
    const quantity = Number(faab);
    onAdd({ key: `${side}:faab`, side, itemType: 'faab', itemId: null, quantity, label: faabLabel(quantity) });
  };

  return (
    <div>
      <Row>
        <Field>
          <Label htmlFor={id('search')}>Search {team.name} players</Label>
          <Input id={id('search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
        <ChooseAndAdd
          id={id('player')}
          label="Player"
          noun="player"
          teamName={team.name}
          value={playerId}
          onChange={setPlayerId}
          onAdd={addPlayer}
          options={playerOptions}
          placeholder={
            players.isPending ? 'Loading players…' : playerOptions.length === 0 ? 'No players' : 'Choose a player'
          }
        />
      </Row>
      <Row>
        <ChooseAndAdd
          id={id('pick')}
          label="Draft pick"
          noun="pick"
          teamName={team.name}
          value={pickId}
          onChange={setPickId}
          onAdd={addPick}
          options={pickOptions}
          placeholder={
            picks.isPending ? 'Loading picks…' : pickOptions.length === 0 ? 'No tradable picks' : 'Choose a pick'
          }
        />
      </Row>
      <Row>
        <Field>
          <Label htmlFor={id('ball-year')}>Ping pong ball year</Label>
          <Select
            id={id('ball-year')}
            aria-label={`${team.name} ping pong ball year`}
            value={String(ballYear)}
            onValueChange={(value) => setBallYear(Number(value))}
            options={numberOptions(PICK_YEARS)}
          />
        </Field>
        <Field>
          <Label htmlFor={id('balls')}>
            Ping pong balls (holds {balls.isPending ? '…' : (ballRow?.quantity ?? 0)})
          </Label>
          <Input
            id={id('balls')}
            type="number"
            inputMode="numeric"
            min={TRADE_LIMITS.ping_pong_ball.min}
            max={Math.min(TRADE_LIMITS.ping_pong_ball.max, ballRow?.quantity ?? TRADE_LIMITS.ping_pong_ball.max)}
            value={ballCount}
            onChange={(event) => setBallCount(event.target.value)}
            aria-invalid={ballProblem !== null}
            aria-describedby={ballProblem ? id('balls-problem') : undefined}
          />
        </Field>
        <Button
          type="button"
          variant="outline"
          onClick={addBalls}
          aria-label={`Add balls for ${team.name}`}
          disabled={balls.isPending}
        >
          Add balls
        </Button>
        {ballProblem && (
          <Problem id={id('balls-problem')} role="alert">
            {ballProblem}
          </Problem>
        )}
      </Row>
      <Row>
        <Field>
          <Label htmlFor={id('faab')}>FAAB ($)</Label>
          <Input
            id={id('faab')}
            type="number"
            inputMode="numeric"
            min={TRADE_LIMITS.faab.min}
            max={TRADE_LIMITS.faab.max}
            value={faab}
            onChange={(event) => setFaab(event.target.value)}
            aria-invalid={faabProblem !== null}
            aria-describedby={[id('faab-left'), ...(faabProblem ? [id('faab-problem')] : [])].join(' ')}
          />
        </Field>
        <Button type="button" variant="outline" onClick={addFaab} aria-label={`Add FAAB for ${team.name}`}>
          Add FAAB
        </Button>
        <Hint id={id('faab-left')}>
          {team.name}:{' '}
          {faabLeft !== undefined
            ? faabLeftLabel(faabLeft)
            : faabBalances.isError
              ? `FAAB left unknown (${errorMessage(faabBalances.error)})`
              : 'Loading FAAB…'}
        </Hint>
        {faabBalances.isError && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void faabBalances.refetch()}
            aria-label={`Retry ${team.name} FAAB`}
          >
            Retry
          </Button>
        )}
        {faabProblem && (
          <Problem id={id('faab-problem')} role="alert">
            {faabProblem}
          </Problem>
        )}
      </Row>
    </div>
  );
}
