// Settings → Keeper rule: how a kept player's cost grows, how long and how many may be kept,
// the auction budget and the declaration deadline, per season. The commissioner edits it;
// everyone else reads it.
import { useState, type FormEvent } from 'react';
import { errorMessage, useAuth } from 'shared-auth';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  Input,
  QueryState,
  Select,
  Skeleton,
} from 'shared-ui';
import styled from 'styled-components';
import { Field, FieldRow, Muted } from '../../../components/form-layout';
import { useKeeperRule, useSaveKeeperRule } from '../api/keeper-rule-api';
import {
  bodyOfForm,
  COMMON_TIME_ZONES,
  deadlineIsPast,
  defaultRuleForm,
  formOfRule,
  KEEPER_ROUND_CHOICES,
  type KeeperRuleForm,
  TRADED_PICK_CHOICES,
} from './keeper-rule-form';
import { type KeeperRule } from 'shared-contracts/keepers';

const Warning = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function KeeperRuleCard({ season }: { season: number }) {
  const rule = useKeeperRule(season);
  return (
    <Card aria-labelledby="keeper-rule-title">
      <CardHeader>
        <CardTitle id="keeper-rule-title">Keeper rule for {season}</CardTitle>
        <CardDescription>
          Cost to keep next year = this year&apos;s cost + buffer (if added) + fixed increase + percentage of this
          year&apos;s cost, rounded up to whole dollars. A keeper takes a pick of the next draft: in the round he was
          drafted in (the last round if he was not), so many rounds earlier a year kept, or in the last round, one round
          earlier for each so many dollars of his cost to keep.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={rule}
          loadingLabel="Loading the keeper rule"
          skeleton={<Skeleton height="8rem" />}
          errorText={(error) => `Error loading the keeper rule: ${errorMessage(error)}`}
        >
          {(data) => (
            // Keyed by season and saved rule: the form starts again from what the server holds.
            <KeeperRuleFields
              key={`${season}:${data.rule ? JSON.stringify(data.rule) : 'none'}`}
              season={season}
              saved={data.rule}
            />
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function KeeperRuleFields({ season, saved }: { season: number; saved: KeeperRule | null }) {
  const { league } = useAuth();
  const canEdit = league?.role === 'commissioner';
  const [form, setForm] = useState<KeeperRuleForm>(() =>
    saved ? formOfRule(saved) : defaultRuleForm(season, new Date()),
  );
  const save = useSaveKeeperRule(season);
  const set = <K extends keyof KeeperRuleForm>(field: K, value: KeeperRuleForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const zones = COMMON_TIME_ZONES.includes(form.timeZone) ? COMMON_TIME_ZONES : [form.timeZone, ...COMMON_TIME_ZONES];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(bodyOfForm(form));
  };

  const number = (
    field:
      | 'increaseAmount'
      | 'increasePercent'
      | 'maxYearsKept'
      | 'maxKeepersPerTeam'
      | 'auctionBudget'
      | 'minusPerYear'
      | 'dollarsPerRound',
    label: string,
  ) => (
    <Field>
      {label}
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={form[field]}
        disabled={!canEdit}
        onChange={(event) => set(field, event.target.value)}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} aria-label={`Keeper rule for ${season}`}>
      {!saved && (
        <Muted>
          {canEdit
            ? 'Not set yet: these are suggestions until you save.'
            : 'The commissioner has not set this season’s rule yet.'}
        </Muted>
      )}
      <FieldRow>
        {number('increaseAmount', 'Fixed increase ($)')}
        {number('increasePercent', 'Percentage increase (%)')}
        <Field style={{ gridAutoFlow: 'column', alignItems: 'center', justifyContent: 'start' }}>
          <Checkbox
            checked={form.addBuffer}
            disabled={!canEdit}
            onChange={(event) => set('addBuffer', event.target.checked)}
          />
          Add the player&apos;s buffer
        </Field>
      </FieldRow>
      <FieldRow>
        {number('maxYearsKept', 'Most years kept')}
        {number('maxKeepersPerTeam', 'Most keepers per team')}
        {number('auctionBudget', 'Auction budget ($)')}
      </FieldRow>
      <FieldRow>
        <Field as="div">
          Keeper&apos;s draft round
          <Select
            aria-label="Keeper's draft round"
            value={form.keeperRoundKind}
            disabled={!canEdit}
            onValueChange={(value) => set('keeperRoundKind', value === 'from-cost' ? 'from-cost' : 'drafted-round')}
            options={KEEPER_ROUND_CHOICES}
          />
        </Field>
        {form.keeperRoundKind === 'from-cost'
          ? number('dollarsPerRound', 'Dollars a round earlier ($)')
          : number('minusPerYear', 'Rounds earlier a year kept')}
        <Field as="div">
          When his pick was traded
          <Select
            aria-label="When his pick was traded"
            value={form.tradedKeeperPick}
            disabled={!canEdit}
            onValueChange={(value) => set('tradedKeeperPick', value === 'next-owned' ? 'next-owned' : 'conflict')}
            options={TRADED_PICK_CHOICES}
          />
        </Field>
      </FieldRow>
      <FieldRow>
        <Field>
          Keeper deadline
          <Input
            type="datetime-local"
            value={form.deadline}
            disabled={!canEdit}
            onChange={(event) => set('deadline', event.target.value)}
            aria-describedby={
              canEdit && deadlineIsPast(form, new Date()) ? `keeper-deadline-past-${season}` : undefined
            }
          />
        </Field>
        <Field as="div">
          Time zone
          <Select
            aria-label="Time zone"
            value={form.timeZone}
            disabled={!canEdit}
            onValueChange={(value) => set('timeZone', value)}
            options={zones.map((zone) => ({ value: zone, label: zone }))}
          />
        </Field>
        {canEdit && deadlineIsPast(form, new Date()) && (
          <Warning id={`keeper-deadline-past-${season}`}>
            This deadline has passed: managers cannot change their keepers after it, only the commissioner can.
          </Warning>
        )}
        {canEdit && (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save keeper rule'}
          </Button>
        )}
      </FieldRow>
    </form>
  );
}
