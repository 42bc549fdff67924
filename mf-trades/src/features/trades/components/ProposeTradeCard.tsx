// The propose form (docs/screens/trades.md §2, §4.1): Team A and Team B, what each offers, a
// note, 'Submit Trade'. A manager proposes for their own team only, so Team A is fixed to it;
// the commissioner chooses any two teams. Given a counter draft (§4.4) it starts from the
// proposal it answers, both teams fixed, every item editable.
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
import { canSubmit, toProposal, withItem, type DraftItem, type Side } from '../model/trade-draft';
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
  const [chosenA, setChosenA] = useState<number | null>(counter?.teamA ?? null);
  const [teamB, setTeamB] = useState<number | null>(counter?.teamB ?? null);
  const [items, setItems] = useState<DraftItem[]>(counter?.items ?? []);
  const [note, setNote] = useState('');
  const propose = useProposeTrade();
  // A counter goes back from the team the proposal was made to: the commissioner answers for it.
  const teamA = counter ? counter.teamA : isCommissioner ? chosenA : ownTeamId;

  if (!league) return null;
  const teamById = (id: number | null) => teams?.find((team) => team.id === id);
  const options = (except: number | null) =>
    (teams ?? []).filter((team) => team.id !== except).map((team) => ({ value: String(team.id), label: team.name }));
  const chooseTeam = (side: Side, value: string) => {
    // A side's items belong to its team: choosing another team drops them.
    setItems((current) => current.filter((item) => item.side !== side));
    if (side === 'a') setChosenA(Number(value));
    else setTeamB(Number(value));
  };
  const submit = () => {
    if (teamA === null || teamB === null) return;
    propose.mutate(toProposal(teamA, teamB, items, { note, counters: counter?.counters }), {
      onSuccess: () => {
        setItems([]);
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

  const side = (which: Side, label: string, teamId: number | null, selectable: boolean) => {
    const team = teamById(teamId);
    return (
      <SideBox aria-labelledby={`side-${which}-title`}>
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
          options={options(which === 'a' ? teamB : teamA)}
          placeholder="Choose a team"
          disabled={!selectable || counter !== null}
        />
        {team ? (
          <>
            <OfferedItems
              title={`${team.name} gives`}
              items={items.filter((item) => item.side === which)}
              onRemove={(key) => setItems((current) => current.filter((item) => item.key !== key))}
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
              {side('a', 'Team A', teamA, isCommissioner)}
              {side('b', 'Team B', teamB, true)}
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
        <Footer>
          <Button
            type="button"
            onClick={submit}
            disabled={!canSubmit(teamA, teamB, items) || propose.isPending}
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
