// The propose form (docs/screens/trades.md §2, §4.1): Team A and Team B, what each offers, a
// note, 'Submit Trade'. A manager proposes for their own team only, so Team A is fixed to it;
// the commissioner chooses any two teams. 'Add team' adds a Team C and a Team D (§4.9); each
// item then names the team that gets it. Given a counter draft (§4.4) it starts from the
// proposal it answers, both teams fixed, every item editable, and no team can be added.
import { useState } from 'react';
import { errorMessage, useAuth } from 'shared-auth';
import { TRADE_NOTE_MAX, type Team } from 'shared-contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  Label,
  QueryState,
  Select,
  Skeleton,
  type QueryLike,
} from 'shared-ui';
import styled from 'styled-components';
import { useProposeTrade } from '../api/trades-api';
import type { CounterDraft } from '../model/counter-offer';
import {
  canSubmit,
  receiverOf,
  SIDES,
  sideLabel,
  toProposal,
  withItem,
  type DraftItem,
  type Side,
  type SideTeams,
} from '../model/trade-draft';
import { abbreviations } from '../model/trade-story';
import { OfferedItems } from './OfferedItems';
import { TeamOffer } from './TeamOffer';

const Sides = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
`;
const SideBox = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.spacing.md};
  min-width: 0;
`;
const SideTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;
const Footer = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;
const NoteField = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;
const Hint = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ProposeTradeCardProps {
  /** The league's teams: the card shows their loading and failure in place of the two sides. */
  teamsQuery: QueryLike<readonly Team[]>;
  /** A counter-offer to start from; the page gives the card a new key for each. */
  counter?: CounterDraft | null;
  /** Leaves the counter-offer for a blank proposal (and is called once the counter is made). */
  onCounterDone?: () => void;
}

export function ProposeTradeCard({ teamsQuery, counter = null, onCounterDone }: ProposeTradeCardProps) {
  const teams = teamsQuery.data;
  const { league } = useAuth();
  const isCommissioner = league?.role === 'commissioner';
  const ownTeamId = league?.team?.id ?? null;
  const [chosen, setChosen] = useState<SideTeams>({ a: counter?.teamA ?? null, b: counter?.teamB ?? null });
  const [items, setItems] = useState<DraftItem[]>(counter?.items ?? []);
  const [note, setNote] = useState('');
  const propose = useProposeTrade();
  // A counter goes back from the team the proposal was made to: the commissioner answers for it.
  const teamA = counter ? counter.teamA : isCommissioner ? (chosen.a ?? null) : ownTeamId;
  const sideTeams: SideTeams = { ...chosen, a: teamA };
  const sides = SIDES.filter((side) => side in sideTeams);
  const teamB = sideTeams.b ?? null;

  if (!league) return null;
  const teamById = (id: number | null | undefined) => teams?.find((team) => team.id === id);
  // A team may be in the trade once: each selector offers the teams no other side has.
  const options = (which: Side) =>
    (teams ?? [])
      .filter((team) => !sides.some((side) => side !== which && sideTeams[side] === team.id))
      .map((team) => ({ value: String(team.id), label: team.name }));
  const chooseTeam = (side: Side, value: string) => {
    // A side's items belong to its team: choosing another team drops them.
    setItems((current) => current.filter((item) => item.side !== side));
    setChosen((current) => ({ ...current, [side]: Number(value) }));
  };
  const nextSide = SIDES.find((side) => !(side in sideTeams));
  const addTeam = () => {
    if (nextSide) setChosen((current) => ({ ...current, [nextSide]: null }));
  };
  const removeTeam = (which: Side) => {
    // Its items go, and an item it was to get goes to the first other team instead.
    setItems((current) =>
      current
        .filter((item) => item.side !== which)
        .map((item) => (item.to === which ? { ...item, to: undefined } : item)),
    );
    setChosen((current) => {
      const { [which]: _removed, ...rest } = current;
      return rest;
    });
  };
  const setReceiver = (key: string, to: Side) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, to } : item)));
  const submit = () => {
    if (teamA === null || teamB === null) return;
    propose.mutate(toProposal({ ...sideTeams, a: teamA, b: teamB }, items, { note, counters: counter?.counters }), {
      onSuccess: () => {
        setItems([]);
        // Back to a trade of two: the next proposal starts as the SPEC's form does.
        setChosen((current) => ({ a: current.a ?? null, b: current.b ?? null }));
        setNote('');
        onCounterDone?.();
      },
    });
  };
  const title = counter ? `Counter Trade ${counter.counters}` : 'Propose Trade';

  if (!isCommissioner && ownTeamId === null) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <CardContent>
          <Muted>Only a team's manager or the commissioner can propose trades; you have no team in this league.</Muted>
        </CardContent>
      </Card>
    );
  }

  // In a trade of three or four, each item chooses the team that gets it among the others.
  const receivers = (which: Side) =>
    sides.length > 2
      ? {
          options: sides
            .filter((other) => other !== which)
            .map((other) => ({ value: other, label: teamById(sideTeams[other])?.name ?? sideLabel(other) })),
          of: (item: DraftItem) => receiverOf(item, sides),
          onChange: setReceiver,
        }
      : undefined;

  const side = (which: Side, teamId: number | null, selectable: boolean) => {
    const team = teamById(teamId);
    const label = sideLabel(which);
    return (
      <SideBox key={which} aria-labelledby={`side-${which}-title`}>
        <SideTitle id={`side-${which}-title`}>
          {label}
          {team ? `: ${team.name}` : ''}
        </SideTitle>
        <Label htmlFor={`team-${which}`}>{label}</Label>
        <Select
          id={`team-${which}`}
          aria-label={label}
          value={teamId === null ? '' : String(teamId)}
          onValueChange={(value) => chooseTeam(which, value)}
          options={options(which)}
          placeholder="Choose a team"
          disabled={!selectable || counter !== null}
        />
        {which !== 'a' && which !== 'b' && which === sides.at(-1) && (
          <Button type="button" size="sm" variant="ghost" onClick={() => removeTeam(which)}>
            Remove {label}
          </Button>
        )}
        {team ? (
          <>
            <OfferedItems
              title={`${team.name} gives`}
              items={items.filter((item) => item.side === which)}
              onRemove={(key) => setItems((current) => current.filter((item) => item.key !== key))}
              receivers={receivers(which)}
            />
            <TeamOffer
              side={which}
              team={team}
              abbreviationOf={abbreviations(teams)}
              currentSeason={league.currentSeason}
              offered={items}
              onAdd={(item) => setItems((current) => withItem(current, item))}
            />
          </>
        ) : (
          <Muted>Choose a team to see what it can offer.</Muted>
        )}
      </SideBox>
    );
  };

  return (
    <Card aria-labelledby="propose-trade-title">
      <CardHeader>
        <CardTitle id="propose-trade-title" tabIndex={-1}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {counter && (
          <Muted>
            Your counter-offer goes back to the team that proposed trade {counter.counters}; making it closes that
            proposal as countered. Change any item before you submit.
          </Muted>
        )}
        <QueryState
          query={teamsQuery}
          loadingLabel="Loading teams"
          skeleton={<Skeleton style={{ height: '8rem' }} />}
          errorTitle="Could not load teams"
          errorText={errorMessage}
        >
          {() => (
            <Sides>
              {sides.map((which) => side(which, sideTeams[which] ?? null, which !== 'a' || isCommissioner))}
            </Sides>
          )}
        </QueryState>
        <NoteField>
          <Label htmlFor="trade-note">Note (optional)</Label>
          <Input
            id="trade-note"
            value={note}
            maxLength={TRADE_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby="trade-note-hint"
          />
          <Hint id="trade-note-hint">
            For the other team, one line, up to {TRADE_NOTE_MAX} characters ({TRADE_NOTE_MAX - note.length} left).
          </Hint>
        </NoteField>
        {!counter && nextSide && (
          <Footer>
            <Button type="button" variant="outline" onClick={addTeam} disabled={propose.isPending}>
              Add team
            </Button>
            {sides.length > 2 && <Hint>Every team must accept; each item goes to the team you choose.</Hint>}
          </Footer>
        )}
        <Footer>
          <Button
            type="button"
            onClick={submit}
            disabled={!canSubmit(sideTeams, items) || propose.isPending}
            aria-busy={propose.isPending}
          >
            {counter ? 'Submit Counter-Offer' : 'Submit Trade'}
          </Button>
          {counter && (
            <Button type="button" variant="outline" onClick={onCounterDone} disabled={propose.isPending}>
              Discard Counter-Offer
            </Button>
          )}
        </Footer>
      </CardContent>
    </Card>
  );
}
