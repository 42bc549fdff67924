import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Select } from './Select';

const weeks = Array.from({ length: 18 }, (_, i) => ({ value: String(i + 1), label: `Week ${i + 1}` }));

function WeekPicker({ initial = '', onChange = (_value: string) => {}, disabled = false }) {
  const [week, setWeek] = useState(initial);
  return (
    <ThemeProvider>
      <Select
        aria-label="Week"
        value={week}
        onValueChange={(value) => {
          setWeek(value);
          onChange(value);
        }}
        options={weeks}
        placeholder="Choose a week"
        disabled={disabled}
      />
      <p>chosen: {week}</p>
    </ThemeProvider>
  );
}

describe('Select', () => {
  it('shows the placeholder until something is chosen', () => {
    render(<WeekPicker />);
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveTextContent('Choose a week');
  });

  it('shows the label of the current value', () => {
    render(<WeekPicker initial="17" />);
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveTextContent('Week 17');
  });

  it('chooses an option with the mouse', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<WeekPicker initial="17" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Week' }));
    expect(screen.getAllByRole('option')).toHaveLength(18);
    await user.click(screen.getByRole('option', { name: 'Week 3' }));
    expect(onChange).toHaveBeenCalledWith('3');
    expect(screen.getByText('chosen: 3')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<WeekPicker initial="2" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('3');
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveTextContent('Week 3');
  });

  it('does not open while disabled', async () => {
    const user = userEvent.setup();
    render(<WeekPicker initial="1" disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Week' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
