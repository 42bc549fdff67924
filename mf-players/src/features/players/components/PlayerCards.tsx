// The book as cards (below 768 px, or by the toggle): the same TanStack rows as the table,
// virtualised in as many lanes as the width allows.
import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { type Player } from 'shared-contracts';
import { keeperCost, type KeeperCostRule } from 'shared-contracts/keeper-cost';
import { Badge, Checkbox } from 'shared-ui';
import styled from 'styled-components';
import type { PlayersTableInstance } from '../hooks/usePlayersTable';
import { amountText, pointsText } from '../../../lib/figures';
import { FantasyTeam } from './player-columns';
import { NameButton } from './NameButton';

// Three lines of figures (the points, then the amounts) under the name and the teams.
const CARD_HEIGHT = 248;
const GAP = 12;
const MIN_CARD_WIDTH = 280;

const Scroller = styled.div`
  height: clamp(20rem, calc(100vh - 18rem), 60rem);
  overflow: auto;
  position: relative;
`;

const Item = styled.div`
  position: absolute;
  box-sizing: border-box;
  height: ${CARD_HEIGHT}px;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  &[data-state='selected'] {
    border-color: ${({ theme }) => theme.colors.ring};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    flex: 1;
  }
`;

/**
 * A finger's 44 px around the small box (docs/web.md §9): the label holding it is the target, and
 * takes no more of the row's height than the box does.
 */
const CheckTarget = styled.label`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-block: -13px;
  cursor: pointer;
`;

const Sub = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Flags = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

function PlayerCard({
  row,
  canEdit,
  onOpen,
  keeperRule,
}: {
  row: Row<Player>;
  canEdit: boolean;
  onOpen?: (player: Player) => void;
  keeperRule: KeeperCostRule | null;
}) {
  const player = row.original;
  const keep = keeperRule ? keeperCost(player, keeperRule) : null;
  return (
    <>
      <Top>
        {canEdit && (
          <CheckTarget>
            <Checkbox
              aria-label={`Select ${player.name}`}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          </CheckTarget>
        )}
        <h3>{onOpen ? <NameButton player={player} onOpen={onOpen} /> : player.name}</h3>
        <Badge variant="outline">{player.position}</Badge>
      </Top>
      <Sub>
        {player.nflTeam} · <FantasyTeam player={player} />
      </Sub>
      <Figures>
        <div>
          <dt>Pts</dt>
          <dd>{pointsText(player.seasonPoints)}</dd>
        </div>
        <div>
          <dt>Last Wk</dt>
          <dd>{pointsText(player.lastWeekPoints)}</dd>
        </div>
        <div>
          <dt>Auction $</dt>
          <dd>{amountText(player.auctionPrice)}</dd>
        </div>
        <div>
          <dt>Buffer</dt>
          <dd>{amountText(player.buffer)}</dd>
        </div>
        <div>
          <dt>Prev Year $</dt>
          <dd>{amountText(player.previousYearValue)}</dd>
        </div>
        <div>
          <dt>Years Kept</dt>
          <dd>{player.yearsKept}</dd>
        </div>
        <div>
          <dt>Current $</dt>
          <dd>{amountText(player.currentYearValue)}</dd>
        </div>
        {keep && (
          <div>
            <dt>Keep $ Next Yr</dt>
            <dd>{amountText(keep.cost)}</dd>
          </div>
        )}
      </Figures>
      <Flags>
        {player.isKeeper && <Badge variant="success">Keeper</Badge>}
        {player.isRookie && <Badge variant="warning">Rookie</Badge>}
        {keep && !keep.eligible && <Badge variant="outline">Can&apos;t keep</Badge>}
      </Flags>
    </>
  );
}

/** How many cards fit side by side in the scroller's width. */
function useLanes(ref: React.RefObject<HTMLElement | null>): number {
  const [lanes, setLanes] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setLanes(Math.max(1, Math.floor((element.clientWidth + GAP) / (MIN_CARD_WIDTH + GAP))));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return lanes;
}

export function PlayerCards({ table }: { table: PlayersTableInstance }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const lanes = useLanes(scrollerRef);
  const canEdit = table.options.enableRowSelection === true;
  const onOpen = table.options.meta?.onOpenPlayer;
  const keeperRule = table.options.meta?.keeperRule ?? null;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => CARD_HEIGHT + GAP,
    overscan: 6,
    lanes,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const width = `calc((100% - ${(lanes - 1) * GAP}px) / ${lanes})`;

  return (
    // Focusable: a manager's cards hold nothing else to focus, and the keyboard must scroll them.
    <Scroller ref={scrollerRef} data-testid="players-cards-scroller" tabIndex={0}>
      <div role="list" aria-label="Players" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <Item
              key={row.id}
              role="listitem"
              aria-label={row.original.name}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              data-state={row.getIsSelected() ? 'selected' : undefined}
              style={{ top: item.start, left: `calc(${item.lane} * (${width} + ${GAP}px))`, width }}
            >
              <PlayerCard row={row} canEdit={canEdit} onOpen={onOpen} keeperRule={keeperRule} />
            </Item>
          );
        })}
      </div>
    </Scroller>
  );
}
