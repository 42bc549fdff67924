// The result, revealed from the last pick to the first, one at a time (by hand or playing on
// its own), replayable; each revealed pick is announced to screen readers.
import type { Lottery } from 'shared-contracts/lottery';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import type { Reveal } from '../hooks/useReveal';
import { Actions, Muted, Section, SectionTitle } from './styles';

const Order = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Slot = styled.li<{ $shown: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: baseline;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px ${({ $shown }) => ($shown ? 'solid' : 'dashed')} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $shown }) => ($shown ? theme.colors.text : theme.colors.mutedText)};
  & > span:first-child {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export function revealAnnouncement(
  order: readonly number[],
  revealed: number,
  teamName: (teamId: number) => string,
): string {
  if (revealed === 0) return '';
  const position = order.length - revealed + 1;
  return `Pick ${position}: ${teamName(order[position - 1] as number)}`;
}

export function LotteryReveal({
  lottery,
  reveal,
  teamName,
}: {
  lottery: Lottery;
  reveal: Reveal;
  teamName: (teamId: number) => string;
}) {
  const order = lottery.order ?? [];
  const drawnCount = lottery.lotteryOrder?.length ?? 0;
  const firstShown = order.length - reveal.revealed + 1;
  return (
    <Section aria-labelledby="lottery-reveal-title">
      <SectionTitle id="lottery-reveal-title">Round-1 order</SectionTitle>
      <Muted>
        The reveal goes from the last pick to the first.{' '}
        {drawnCount < order.length
          ? `Picks 1–${drawnCount} were drawn; the rest follow last season's standings.`
          : `All ${order.length} picks were drawn.`}
      </Muted>
      <Actions>
        <Button onClick={reveal.next} disabled={reveal.done}>
          Reveal next pick
        </Button>
        {reveal.playing ? (
          <Button variant="outline" onClick={reveal.pause}>
            Pause
          </Button>
        ) : (
          <Button variant="outline" onClick={reveal.play} disabled={reveal.done}>
            Play reveal
          </Button>
        )}
        <Button variant="outline" onClick={reveal.all} disabled={reveal.done}>
          Reveal all
        </Button>
        <Button variant="outline" onClick={reveal.replay} disabled={reveal.revealed === 0}>
          Replay
        </Button>
      </Actions>
      <p role="status" aria-live="polite" data-testid="reveal-announcement" style={{ margin: 0 }}>
        {revealAnnouncement(order, reveal.revealed, teamName)}
      </p>
      <Order aria-label="Round-1 order, first pick first">
        {order.map((teamId, index) => {
          const position = index + 1;
          const shown = position >= firstShown;
          return (
            <Slot key={position} $shown={shown} data-position={position}>
              <span>{position}.</span>
              <span>{shown ? teamName(teamId) : 'Not yet revealed'}</span>
            </Slot>
          );
        })}
      </Order>
    </Section>
  );
}
