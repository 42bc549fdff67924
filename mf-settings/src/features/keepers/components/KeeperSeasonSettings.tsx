// Settings' keeper season: the season chosen, its rule, and (for the commissioner) its
// roll-over. Its own feature and files, so the Settings page gains one line.
import { useState } from 'react';
import { useAuth } from 'shared-auth';
import { numberOptions, Select } from 'shared-ui';
import styled from 'styled-components';
import { Field } from '../../../components/form-layout';
import { KeeperRuleCard } from './KeeperRuleCard';
import { RolloverCard } from './RolloverCard';

/** One column no wider than the page (its cards' content would widen it otherwise). */
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
`;

export function KeeperSeasonSettings() {
  const { league } = useAuth();
  const current = league?.currentSeason ?? new Date().getFullYear();
  const [season, setSeason] = useState(current);
  const isCommissioner = league?.role === 'commissioner';
  return (
    <Stack>
      <Field as="div" style={{ maxWidth: '12rem' }}>
        Keeper season
        <Select
          aria-label="Keeper season"
          value={String(season)}
          onValueChange={(value) => setSeason(Number(value))}
          options={numberOptions([current - 1, current, current + 1])}
        />
      </Field>
      <KeeperRuleCard season={season} />
      {isCommissioner && <RolloverCard key={season} season={season} />}
    </Stack>
  );
}
