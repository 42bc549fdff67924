// The year selector and, for the commissioner, the editing lock, the count of unsaved changes
// and 'Save Changes' (shown only while unlocked with something to save, docs/screens/picks.md §2).
import { PICK_YEARS } from 'shared-contracts';
import { Button, Label, LockToggle, numberOptions, Select } from 'shared-ui';
import styled from 'styled-components';

export interface DraftPicksToolbarProps {
  year: number;
  onYearChange: (year: number) => void;
  /** The commissioner: the lock and saving are theirs alone (docs/decisions.md §12). */
  canEdit: boolean;
  locked: boolean;
  onToggleLock: () => void;
  pendingCount: number;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  & > label {
    margin: 0;
  }
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const yearOptions = numberOptions(PICK_YEARS);

export function unsavedLabel(count: number): string {
  return `${count} unsaved ${count === 1 ? 'change' : 'changes'}`;
}

export function DraftPicksToolbar({
  year,
  onYearChange,
  canEdit,
  locked,
  onToggleLock,
  pendingCount,
  saving,
  onSave,
  onDiscard,
}: DraftPicksToolbarProps) {
  const dirty = pendingCount > 0;
  return (
    <Bar>
      <Field>
        <Label htmlFor="draft-year">Year</Label>
        <Select
          id="draft-year"
          aria-label="Year"
          value={String(year)}
          options={yearOptions}
          onValueChange={(value) => onYearChange(Number(value))}
        />
      </Field>
      {canEdit && (
        <>
          <LockToggle locked={locked} onToggle={onToggleLock} subject="draft picks" />
          {!locked && dirty && (
            <>
              <Button onClick={onSave} disabled={saving} aria-busy={saving}>
                Save Changes
              </Button>
              <Button variant="outline" onClick={onDiscard} disabled={saving}>
                Discard Changes
              </Button>
            </>
          )}
          <Status role="status">{dirty ? unsavedLabel(pendingCount) : ''}</Status>
        </>
      )}
    </Bar>
  );
}
