// Members' entropy strings: every member reads them; while entries are open any member adds
// some, up to the per-member cap shown beside the field.
import {
  type Lottery,
  LOTTERY_ENTRY_MAX_LENGTH,
  LOTTERY_MAX_ENTRIES,
  LOTTERY_MAX_ENTRIES_PER_MEMBER,
} from 'shared-contracts/lottery';
import { Button, Input, Label } from 'shared-ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useAddLotteryEntry } from '../api/lottery-api';
import { Muted, Section, SectionTitle } from './styles';

const List = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm};
  & > div {
    flex: 1 1 14rem;
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

/** The caps the server keeps, said before anyone runs into them. */
export const entryCapLine = `Each member may add up to ${LOTTERY_MAX_ENTRIES_PER_MEMBER} entries; the lottery takes ${LOTTERY_MAX_ENTRIES} in all.`;

export function LotteryEntries({ lottery }: { lottery: Lottery }) {
  const add = useAddLotteryEntry(lottery.year);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(text, { onSuccess: () => setText('') });
  };
  return (
    <Section aria-labelledby="lottery-entries-title">
      <SectionTitle id="lottery-entries-title">Entries ({lottery.entries.length})</SectionTitle>
      {lottery.entries.length === 0 ? (
        <Muted>No entries yet.</Muted>
      ) : (
        <List aria-label="Lottery entries">
          {lottery.entries.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.memberName}</strong>: {entry.text}
            </li>
          ))}
        </List>
      )}
      {lottery.status === 'open' && <Muted id="lottery-entry-cap">{entryCapLine}</Muted>}
      {lottery.status === 'open' && (
        <Form onSubmit={submit} aria-label="Add a lottery entry">
          <div>
            <Label htmlFor="lottery-entry">Your entry (any text; it is hashed into the seed)</Label>
            <Input
              id="lottery-entry"
              aria-describedby="lottery-entry-cap"
              value={text}
              maxLength={LOTTERY_ENTRY_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
            />
          </div>
          <Button type="submit" disabled={add.isPending || !text.trim()} aria-busy={add.isPending}>
            Add entry
          </Button>
        </Form>
      )}
    </Section>
  );
}
