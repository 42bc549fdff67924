// The filter side panel of docs/screens/players.md §2 and §4.2: its choices are a draft until 'Apply Filters'; 'Clear
// Filters' shows everyone again at once. The button that opens it carries a '!' badge while
// any filter is on.
import { useState } from 'react';
import type { Team } from 'shared-contracts';
import {
  Badge,
  Button,
  Dialog,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  Input,
  Label,
  Select,
  SheetContent,
  VisuallyHidden,
  type SelectOption,
} from 'shared-ui';
import styled from 'styled-components';
import { PLAYERS_TEXT } from '../../../lib/messages';
import { ALL, isAnyFilterActive, NO_FILTERS, NO_TEAM, readPriceBound, type PlayerFilters } from '../player-filters';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.lg} 0;
  > div {
    display: flex;
    flex-direction: column;
  }
  button[role='combobox'] {
    width: 100%;
  }
`;

const Range = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: auto;
`;

const priceText = (value: number | null) => (value === null ? '' : String(value));

interface Draft extends Omit<PlayerFilters, 'minPrice' | 'maxPrice'> {
  minPrice: string;
  maxPrice: string;
}

const draftOf = (filters: PlayerFilters): Draft => ({
  ...filters,
  minPrice: priceText(filters.minPrice),
  maxPrice: priceText(filters.maxPrice),
});
const filtersOf = (draft: Draft): PlayerFilters => ({
  ...draft,
  minPrice: readPriceBound(draft.minPrice),
  maxPrice: readPriceBound(draft.maxPrice),
});

type ChoiceKey = 'position' | 'team' | 'keeper' | 'experience' | 'roster';

/** The panel's drop-downs, in the order of docs/screens/players.md §2, each with its 'all' choice first. */
function choiceFields(
  positions: readonly string[],
  teams: FilterPanelProps['teams'],
): Array<{ key: ChoiceKey; label: string; options: SelectOption[] }> {
  return [
    {
      key: 'position',
      label: 'Position',
      options: [
        { value: ALL, label: 'All positions' },
        ...positions.map((position) => ({ value: position, label: position })),
      ],
    },
    {
      key: 'team',
      label: 'Team',
      options: [
        { value: ALL, label: 'All teams' },
        { value: NO_TEAM, label: 'Free Agent' },
        ...teams.map((team) => ({ value: String(team.id), label: team.name })),
      ],
    },
    {
      key: 'keeper',
      label: 'Keeper status',
      options: [
        { value: ALL, label: 'All' },
        { value: 'keeper', label: 'Keeper' },
        { value: 'non-keeper', label: 'Non-keeper' },
      ],
    },
    {
      key: 'experience',
      label: 'Experience',
      options: [
        { value: ALL, label: 'All' },
        { value: 'rookie', label: 'Rookie' },
        { value: 'veteran', label: 'Veteran' },
      ],
    },
    {
      key: 'roster',
      label: 'Roster status',
      options: [
        { value: ALL, label: 'All' },
        { value: 'rostered', label: 'Rostered' },
        { value: 'free-agent', label: 'Free agent' },
      ],
    },
  ];
}

export interface FilterPanelProps {
  filters: PlayerFilters;
  onApply: (filters: PlayerFilters) => void;
  positions: readonly string[];
  teams: ReadonlyArray<Pick<Team, 'id' | 'name'>>;
}

export function FilterPanel({ filters, onApply, positions, teams }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const active = isAnyFilterActive(filters);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const openChange = (next: boolean) => {
    // Opening shows what is applied now (the quick search may have changed since).
    if (next) setDraft(draftOf(filters));
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          Filters
          {active && (
            <>
              <Badge variant="destructive" aria-hidden="true">
                !
              </Badge>
              <VisuallyHidden>(active)</VisuallyHidden>
            </>
          )}
        </Button>
      </DialogTrigger>
      <SheetContent width="22rem">
        <DialogTitle>Filter players</DialogTitle>
        <DialogDescription>Show only the players that match every choice.</DialogDescription>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onApply(filtersOf(draft));
            setOpen(false);
          }}
          style={{ display: 'flex', flexDirection: 'column', flex: 1 }}
        >
          <Fields>
            <div>
              <Label htmlFor="filter-search">Search</Label>
              <Input
                id="filter-search"
                type="search"
                placeholder="Name or NFL team"
                value={draft.search}
                onChange={(event) => set('search')(event.target.value)}
              />
            </div>
            {choiceFields(positions, teams).map(({ key, label, options }) => (
              <div key={key}>
                <Label htmlFor={`filter-${key}`}>{label}</Label>
                <Select
                  id={`filter-${key}`}
                  aria-label={label}
                  value={draft[key]}
                  onValueChange={(value) => setDraft((current) => ({ ...current, [key]: value }))}
                  options={options}
                />
              </div>
            ))}
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ padding: 0, marginBottom: '0.25rem', fontWeight: 500, fontSize: '0.875rem' }}>
                Auction price
              </legend>
              <Range>
                <Input
                  type="number"
                  min={0}
                  inputMode="numeric"
                  aria-label="Minimum price"
                  placeholder="Min"
                  value={draft.minPrice}
                  onChange={(event) => set('minPrice')(event.target.value)}
                />
                <Input
                  type="number"
                  min={0}
                  inputMode="numeric"
                  aria-label="Maximum price"
                  placeholder="Max"
                  value={draft.maxPrice}
                  onChange={(event) => set('maxPrice')(event.target.value)}
                />
              </Range>
            </fieldset>
          </Fields>
          <Actions>
            <Button
              variant="outline"
              onClick={() => {
                setDraft(draftOf(NO_FILTERS));
                onApply(NO_FILTERS);
              }}
            >
              {PLAYERS_TEXT.clearFilters}
            </Button>
            <Button type="submit">{PLAYERS_TEXT.applyFilters}</Button>
          </Actions>
        </form>
      </SheetContent>
    </Dialog>
  );
}
