// Settings → League webhook (commissioner): the address every activity item is posted to (a
// Discord or Slack incoming webhook), set, replaced or removed, a test message, and the log of
// delivery attempts (docs/notifications.md §4). The address is a secret: the server answers only
// its host and last 4 characters, and the field is never filled with it.
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-auth';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  QueryState,
  Skeleton,
} from 'shared-ui';
import { ConfirmRemoveDialog } from '../../../components/ConfirmRemoveDialog';
import { Field, FieldError, FieldRow, Muted } from '../../../components/form-layout';
import { StackingCell, StackingHead, StackingRow, StackingTable } from '../../../components/StackingTable';
import { TableScroll } from '../../../components/TableScroll';
import { useLeagueWebhook, useRemoveWebhook, useSetWebhook, useTestWebhook } from '../api/webhook-api';
import { type LeagueWebhook, setWebhookBody, type WebhookDelivery } from 'shared-contracts/notifications';

export const NO_WEBHOOK_TEXT = 'No webhook is set: nothing is posted.';
export const NO_DELIVERIES_TEXT = 'No deliveries yet.';

const OUTCOME_BADGES = {
  delivered: { text: 'Delivered', variant: 'success' },
  retry: { text: 'Will retry', variant: 'warning' },
  failed: { text: 'Failed', variant: 'destructive' },
} as const;

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function LeagueWebhookCard() {
  const webhook = useLeagueWebhook();
  return (
    <Card aria-labelledby="webhook-title">
      <CardHeader>
        <CardTitle id="webhook-title">League webhook</CardTitle>
        <CardDescription>
          Post every item of the league’s activity to a Discord or Slack channel: paste the channel’s incoming webhook
          address. Keep it secret: anyone with it can post there.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={webhook}
          loadingLabel="Loading the league webhook"
          skeleton={<Skeleton height="6rem" />}
          errorText={(error) => `Error loading the league webhook: ${errorMessage(error)}`}
        >
          {(answer) => <WebhookSettings webhook={answer} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function WebhookSettings({ webhook }: { webhook: LeagueWebhook }) {
  const [url, setUrl] = useState('');
  const [attempted, setAttempted] = useState(false);
  const save = useSetWebhook();
  const remove = useRemoveWebhook();
  const test = useTestWebhook();
  const problemId = useId();
  // The contract's own check, so the commissioner reads its words at once; the server checks the rest.
  const parsed = setWebhookBody.safeParse({ url });
  const problem = attempted && !parsed.success ? (parsed.error.issues[0]?.message ?? 'url is not valid') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!parsed.success) return;
    save.mutate(parsed.data.url, {
      onSuccess: () => {
        setUrl('');
        setAttempted(false);
      },
    });
  };

  return (
    <>
      <p role="status">
        {webhook.configured && webhook.hint ? (
          <>
            Posting to <code>{webhook.hint}</code>
          </>
        ) : (
          NO_WEBHOOK_TEXT
        )}
      </p>
      {/* noValidate: the contract's check speaks for the form, in the same words in every browser. */}
      <form onSubmit={submit} aria-label="League webhook address" noValidate>
        <FieldRow>
          <Field style={{ flex: '1 1 16rem' }}>
            {webhook.configured ? 'New webhook address' : 'Webhook address'}
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://discord.com/api/webhooks/…"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
            />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : webhook.configured ? 'Replace webhook' : 'Save webhook'}
          </Button>
        </FieldRow>
        {problem && <FieldError id={problemId}>{problem}</FieldError>}
      </form>
      {webhook.configured && (
        <FieldRow>
          <Button type="button" variant="outline" disabled={test.isPending} onClick={() => test.mutate(undefined)}>
            Send a test message
          </Button>
          <ConfirmRemoveDialog
            name="webhook"
            title="Remove the league webhook"
            triggerVariant="destructive"
            triggerSize="md"
            onConfirm={() => remove.mutate(undefined)}
          >
            Nothing more is posted to <code>{webhook.hint}</code>. Its delivery log stays here.
          </ConfirmRemoveDialog>
        </FieldRow>
      )}
      <h3>Delivery log</h3>
      {webhook.deliveries.length === 0 ? (
        <Muted>{NO_DELIVERIES_TEXT}</Muted>
      ) : (
        <TableScroll label="Webhook delivery log">
          <StackingTable
            heads={
              <>
                <StackingHead>Message</StackingHead>
                <StackingHead>Attempt</StackingHead>
                <StackingHead>Outcome</StackingHead>
                <StackingHead>Answer</StackingHead>
                <StackingHead>When</StackingHead>
              </>
            }
          >
            {webhook.deliveries.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} />
            ))}
          </StackingTable>
        </TableScroll>
      )}
    </>
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const badge = OUTCOME_BADGES[delivery.outcome];
  return (
    <StackingRow>
      <StackingCell>{delivery.text}</StackingCell>
      <StackingCell label="Attempt">{delivery.attempt}</StackingCell>
      <StackingCell label="Outcome">
        <Badge variant={badge.variant}>{badge.text}</Badge>
      </StackingCell>
      <StackingCell label="Answer">
        {delivery.error ?? (delivery.statusCode !== null ? `HTTP ${delivery.statusCode}` : '—')}
      </StackingCell>
      <StackingCell label="When">{formatWhen(delivery.at)}</StackingCell>
    </StackingRow>
  );
}
