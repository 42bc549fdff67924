// Settings → Season set-up (commissioner): a season's schedule as a balanced round robin
// (edited afterwards on the Schedule screen), and future drafts' picks and ball rows.
import { useState, type FormEvent } from 'react';
import { useAuth } from 'shared-auth';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input } from 'shared-ui';
import { Field, FieldRow } from '../../../components/form-layout';
import { useGeneratePicks, useGenerateSchedule, useYearsWithPicks } from '../api/season-setup-api';
import { firstYearWithoutPicks } from './first-year-without-picks';

const asNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export function SeasonSetupCard() {
  const { league } = useAuth();
  const current = league?.currentSeason ?? new Date().getFullYear();
  const [season, setSeason] = useState(String(current));
  const [weeks, setWeeks] = useState('14');
  // Untouched (null), the years follow the picks as they load and as they are created.
  const suggestedFrom = firstYearWithoutPicks(current, useYearsWithPicks());
  const [fromYearTyped, setFromYear] = useState<string | null>(null);
  const [toYearTyped, setToYear] = useState<string | null>(null);
  const fromYear = fromYearTyped ?? String(suggestedFrom);
  const toYear = toYearTyped ?? String(suggestedFrom + 2);
  const schedule = useGenerateSchedule();
  const picks = useGeneratePicks();

  const generateSchedule = (event: FormEvent) => {
    event.preventDefault();
    schedule.mutate({ season: asNumber(season), weeks: asNumber(weeks) });
  };
  const generatePicks = (event: FormEvent) => {
    event.preventDefault();
    picks.mutate({ fromYear: asNumber(fromYear), toYear: asNumber(toYear) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Season set-up</CardTitle>
        <CardDescription>
          Generate a season's schedule (every team plays once a week, home and away balanced) and create future drafts'
          picks: rounds 1–5 for every team, each held by its own team, with its ping pong ball row.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={generateSchedule} aria-label="Generate a schedule">
          <FieldRow>
            <Field>
              Season
              <Input
                type="number"
                min={2000}
                max={2100}
                value={season}
                onChange={(event) => setSeason(event.target.value)}
                required
              />
            </Field>
            <Field>
              Weeks
              <Input
                type="number"
                min={1}
                max={18}
                value={weeks}
                onChange={(event) => setWeeks(event.target.value)}
                required
              />
            </Field>
            <Button type="submit" disabled={schedule.isPending} aria-busy={schedule.isPending}>
              {schedule.isPending ? 'Generating...' : 'Generate schedule'}
            </Button>
          </FieldRow>
        </form>
        <form onSubmit={generatePicks} aria-label="Create draft picks">
          <FieldRow>
            <Field>
              From year
              <Input
                type="number"
                min={2000}
                max={2100}
                value={fromYear}
                onChange={(event) => setFromYear(event.target.value)}
                required
              />
            </Field>
            <Field>
              To year
              <Input
                type="number"
                min={2000}
                max={2100}
                value={toYear}
                onChange={(event) => setToYear(event.target.value)}
                required
              />
            </Field>
            <Button type="submit" disabled={picks.isPending} aria-busy={picks.isPending}>
              {picks.isPending ? 'Creating...' : 'Create draft picks'}
            </Button>
          </FieldRow>
        </form>
      </CardContent>
    </Card>
  );
}
