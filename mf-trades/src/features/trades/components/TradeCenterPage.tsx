// The Trade Center screen (/trades): propose a trade, and the history with its actions.
import { PageHeading } from 'shared-ui';
import styled from 'styled-components';
import { useTeams } from '../api/assets-api';
import { ProposeTradeCard } from './ProposeTradeCard';
import { TradeHistoryCard } from './TradeHistoryCard';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

export function TradeCenterPage() {
  const teams = useTeams();
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Trade Center</PageHeading>
      <Stack>
        <ProposeTradeCard teamsQuery={teams} />
        <TradeHistoryCard teams={teams.data} />
      </Stack>
    </section>
  );
}
