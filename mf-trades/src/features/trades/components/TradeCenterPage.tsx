// The Trade Center screen (/trades): propose a trade, and the history with its actions. A
// counter-offer started in the history opens in the propose form, which is moved to.
import { useEffect, useState } from 'react';
import { PageHeading } from 'shared-ui';
import styled from 'styled-components';
import { useTeams } from '../api/assets-api';
import type { CounterDraft } from '../model/counter-offer';
import { ProposeTradeCard } from './ProposeTradeCard';
import { TradeHistoryCard } from './TradeHistoryCard';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

export function TradeCenterPage() {
  const teams = useTeams();
  const [counter, setCounter] = useState<CounterDraft | null>(null);
  // The form is above the history: a counter started below moves focus (and the view) to it.
  useEffect(() => {
    if (counter) document.getElementById('propose-trade-title')?.focus();
  }, [counter]);
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Trade Center</PageHeading>
      <Stack>
        <ProposeTradeCard
          key={counter?.counters ?? 'new'}
          teamsQuery={teams}
          counter={counter}
          onCounterDone={() => setCounter(null)}
        />
        <TradeHistoryCard teams={teams.data} onCounter={setCounter} />
      </Stack>
    </section>
  );
}
