import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme/ThemeProvider';
import { SelectStandIn } from './Select';

const weeks = [
  { value: '1', label: 'Week 1' },
  { value: '2', label: 'Week 2' },
];

function renderStandIn(props: { value?: string; placeholder?: string; disabled?: boolean } = {}) {
  const onOpen = jest.fn();
  render(
    <ThemeProvider>
      <label htmlFor="week">Week</label>
      <SelectStandIn
        id="week"
        value={props.value ?? '2'}
        onValueChange={() => {}}
        options={weeks}
        onOpen={onOpen}
        {...props}
      />
    </ThemeProvider>,
  );
  return { onOpen, trigger: screen.getByRole('combobox', { name: 'Week' }) };
}

describe('SelectStandIn (a select before Radix has loaded)', () => {
  it('is a closed combobox named by its label, showing the chosen option', () => {
    const { trigger } = renderStandIn();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveTextContent('Week 2');
  });

  it('shows the placeholder while nothing is chosen', () => {
    const { trigger } = renderStandIn({ value: '', placeholder: 'Pick a week' });
    expect(trigger).toHaveTextContent('Pick a week');
    expect(trigger).toHaveAttribute('data-placeholder');
  });

  it.each(['Enter', ' ', 'ArrowDown', 'ArrowUp'])('asks to open on %j, as Radix Select opens', async (key) => {
    const user = userEvent.setup();
    const { onOpen, trigger } = renderStandIn();
    trigger.focus();
    await user.keyboard(key === ' ' ? ' ' : `{${key}}`);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('asks to open on a primary pointer press, not on Tab or another key', async () => {
    const user = userEvent.setup();
    const { onOpen, trigger } = renderStandIn();
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Escape}a');
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.pointerDown(trigger, { button: 0 });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('cannot be opened while disabled', async () => {
    const user = userEvent.setup();
    const { onOpen, trigger } = renderStandIn({ disabled: true });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
