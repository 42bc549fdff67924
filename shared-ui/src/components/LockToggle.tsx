import styled from 'styled-components';
import '../theme/styled';
import { Button } from './Button';
import { VisuallyHidden } from './VisuallyHidden';

export interface LockToggleProps {
  locked: boolean;
  onToggle: () => void;
  /** What the lock guards, for the accessible name: 'schedule', 'draft picks'. */
  subject: string;
}

const Icon = styled.svg<{ $locked: boolean }>`
  width: 1.25rem;
  height: 1.25rem;
  color: ${({ theme, $locked }) => ($locked ? theme.colors.destructive : theme.colors.success)};
`;

/**
 * The editing lock of the Schedule and Draft Picks screens (docs/roles.md §5): it starts locked; a
 * red closed padlock when locked, a green open one when unlocked. The colour is not the only
 * cue: the visible word and the button's name say the state.
 */
export function LockToggle({ locked, onToggle, subject }: LockToggleProps) {
  const state = locked ? 'Locked' : 'Unlocked';
  return (
    <Button
      type="button"
      variant="outline"
      data-state={locked ? 'locked' : 'unlocked'}
      title={locked ? `Unlock ${subject} editing` : `Lock ${subject} editing`}
      onClick={onToggle}
    >
      <Icon $locked={locked} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <rect x="4" y="11" width="16" height="10" rx="2" />
        {locked ? <path d="M8 11V7a4 4 0 0 1 8 0v4" /> : <path d="M8 11V7a4 4 0 0 1 7.5-2" />}
      </Icon>
      <span aria-hidden="true">{state}</span>
      <VisuallyHidden>{`${state}: ${subject} editing ${locked ? 'is off' : 'is on'}`}</VisuallyHidden>
    </Button>
  );
}
