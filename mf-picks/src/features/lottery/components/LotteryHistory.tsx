// Lotteries the commissioner reset, newest first, each with its commitment, secret, result
// and this browser's check of it.
import type { Lottery } from 'shared-contracts/lottery';
import styled from 'styled-components';
import { LotteryVerification } from './LotteryVerification';
import { Hex, Muted, Section, SectionTitle } from './styles';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const date = (iso: string) => new Date(iso).toLocaleString();

export function LotteryHistory({
  history,
  teamName,
}: {
  history: readonly Lottery[];
  teamName: (teamId: number) => string;
}) {
  if (history.length === 0) return null;
  return (
    <Section aria-labelledby="lottery-history-title">
      <SectionTitle id="lottery-history-title">Earlier lotteries ({history.length})</SectionTitle>
      <List>
        {history.map((old) => (
          <Item key={old.id}>
            <Muted>
              Opened {date(old.openedAt)}
              {old.drawnAt ? `, drawn ${date(old.drawnAt)}` : ', never drawn'}
              {old.resetAt ? `, reset ${date(old.resetAt)}` : ''}. {old.entries.length}{' '}
              {old.entries.length === 1 ? 'entry' : 'entries'}.
            </Muted>
            <Muted>
              Commitment <Hex>{old.commitment}</Hex>
            </Muted>
            {old.secret && (
              <Muted>
                Secret <Hex>{old.secret}</Hex>
              </Muted>
            )}
            {old.order && (
              <Muted>Order: {old.order.map((teamId, index) => `${index + 1}. ${teamName(teamId)}`).join(', ')}</Muted>
            )}
            <LotteryVerification lottery={old} teamName={teamName} />
          </Item>
        ))}
      </List>
    </Section>
  );
}
