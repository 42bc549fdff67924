// Settings → Notifications: what the signed-in member is emailed about in this league, one row
// per kind, email or nothing (docs/notifications.md §2). Every member has it, the commissioner
// and each manager alike: it is one's own choice, never another's.
import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-auth';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  QueryState,
  Skeleton,
} from 'shared-ui';
import { FieldRow, Muted } from '../../../components/form-layout';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications-api';
import { type NotificationKind, type NotificationPreferences } from 'shared-contracts/notifications';

/** Each kind's row, in the words a member reads. */
export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  'trade.offered': 'A trade offered to my team',
  'trade.answered': 'My trade offers accepted or rejected',
  'trade.reviewed': 'The review of a trade of my team ended (completed, vetoed or rejected)',
  'keeper.deadline': 'The keeper deadline, 48 hours before',
  'lottery.drawn': 'The draft lottery’s result',
};

export const NO_EMAIL_TEXT = 'This server sends no email (no SMTP_URL is set): your choices are kept for when it does.';

const Rows = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Row = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function NotificationsCard() {
  const preferences = useNotificationPreferences();
  return (
    <Card aria-labelledby="notifications-title">
      <CardHeader>
        <CardTitle id="notifications-title">Notifications</CardTitle>
        <CardDescription>
          What you are emailed about in this league. Each email has a link to stop that kind.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={preferences}
          loadingLabel="Loading your notifications"
          skeleton={<Skeleton height="6rem" />}
          errorText={(error) => `Error loading your notifications: ${errorMessage(error)}`}
        >
          {/* Keyed by the answer: after a save the boxes start from what the server holds. */}
          {(saved) => <NotificationsForm key={JSON.stringify(saved)} saved={saved} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function NotificationsForm({ saved }: { saved: NotificationPreferences }) {
  const [emailed, setEmailed] = useState(
    () => new Map(saved.preferences.map(({ kind, delivery }) => [kind, delivery === 'email'])),
  );
  const save = useSaveNotificationPreferences();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      saved.preferences.map(({ kind }) => ({
        kind,
        delivery: emailed.get(kind) ? ('email' as const) : ('none' as const),
      })),
    );
  };
  return (
    <form onSubmit={submit} aria-label="Your notifications">
      {!saved.emailConfigured && <Muted role="note">{NO_EMAIL_TEXT}</Muted>}
      <Rows>
        <legend>Email me about</legend>
        {saved.preferences.map(({ kind }) => (
          <Row key={kind}>
            <Checkbox
              checked={emailed.get(kind) ?? false}
              onChange={(event) => {
                const checked = event.target.checked;
                setEmailed((current) => new Map(current).set(kind, checked));
              }}
            />
            {NOTIFICATION_LABELS[kind]}
          </Row>
        ))}
      </Rows>
      <FieldRow>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save notifications'}
        </Button>
      </FieldRow>
    </form>
  );
}
