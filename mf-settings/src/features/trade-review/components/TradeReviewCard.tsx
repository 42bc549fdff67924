// Settings → Trade review: how an accepted trade completes (docs/screens/trades.md §4.7). Every
// member reads the rule; the commissioner sets it: at once, after the commissioner's approval,
// or after a review period in which the managers of the other teams may veto.
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-auth';
import { TRADE_REVIEW_LIMITS, type TradeReviewMode, type TradeReviewRule, tradeReviewRule } from 'shared-contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  QueryState,
  Select,
  Skeleton,
} from 'shared-ui';
import { Field, FieldError, FieldRow } from '../../../components/form-layout';
import { useSetTradeReviewRule, useTradeReviewRule } from '../api/trade-review-api';

export const MODE_LABELS: Record<TradeReviewMode, string> = {
  immediate: 'At once',
  commissioner: "After the commissioner's approval",
  'league-vote': 'After a review period the league may veto in',
};

/** The rule in one sentence, as every member reads it. */
export function describeRule(rule: TradeReviewRule): string {
  if (rule.mode === 'immediate') return 'An accepted trade completes at once.';
  if (rule.mode === 'commissioner') return 'An accepted trade waits for the commissioner to approve or reject it.';
  return `An accepted trade waits ${rule.reviewHours} ${rule.reviewHours === 1 ? 'hour' : 'hours'}; it is vetoed when ${rule.vetoPercent}% of the teams not in it veto (rounded up, at least one).`;
}

export function TradeReviewCard({ canManage }: { canManage: boolean }) {
  const rule = useTradeReviewRule();
  return (
    <Card aria-labelledby="trade-review-title">
      <CardHeader>
        <CardTitle id="trade-review-title">Trade review</CardTitle>
        <CardDescription>
          How an accepted trade completes. Under review its assets are reserved: no other trade can include them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={rule}
          loadingLabel="Loading the trade review"
          skeleton={<Skeleton height="4rem" />}
          errorText={(error) => `Error loading the trade review: ${errorMessage(error)}`}
        >
          {(answer) => (
            <>
              <p role="status">{describeRule(answer)}</p>
              {canManage && <ReviewRuleForm key={JSON.stringify(answer)} rule={answer} />}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function ReviewRuleForm({ rule }: { rule: TradeReviewRule }) {
  const [mode, setMode] = useState<TradeReviewMode>(rule.mode);
  const [hours, setHours] = useState(String(rule.reviewHours));
  const [percent, setPercent] = useState(String(rule.vetoPercent));
  const [attempted, setAttempted] = useState(false);
  const save = useSetTradeReviewRule();
  const problemId = useId();
  // The contract's own check, in its words; the server checks the same.
  const parsed = tradeReviewRule.safeParse({ mode, reviewHours: Number(hours), vetoPercent: Number(percent) });
  const problem = attempted && !parsed.success ? (parsed.error.issues[0]?.message ?? 'The rule is not valid') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (parsed.success) save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} aria-label="Trade review rule" noValidate>
      <FieldRow>
        <Field as="div">
          Accepted trades complete
          <Select
            aria-label="Accepted trades complete"
            value={mode}
            onValueChange={(value) => setMode(value as TradeReviewMode)}
            options={Object.entries(MODE_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Field>
        {mode === 'league-vote' && (
          <>
            <Field>
              Review period (hours)
              <Input
                type="number"
                inputMode="numeric"
                min={TRADE_REVIEW_LIMITS.reviewHours.min}
                max={TRADE_REVIEW_LIMITS.reviewHours.max}
                value={hours}
                onChange={(event) => setHours(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
              />
            </Field>
            <Field>
              Vetoes needed (% of the other teams)
              <Input
                type="number"
                inputMode="numeric"
                min={TRADE_REVIEW_LIMITS.vetoPercent.min}
                max={TRADE_REVIEW_LIMITS.vetoPercent.max}
                value={percent}
                onChange={(event) => setPercent(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
              />
            </Field>
          </>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save trade review'}
        </Button>
      </FieldRow>
      {problem && <FieldError id={problemId}>{problem}</FieldError>}
    </form>
  );
}
