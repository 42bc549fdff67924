// A move the provider asks for that would undo a trade accepted in the app since the last
// import is named, and the commissioner chooses per move whose answer stands: the league's
// (the default: the trade stands) or the provider's (docs/screens/settings.md §3).
import type { ConflictChoice, TradeUndo } from 'shared-contracts/provider-setup';
import { ChoiceGroup } from './ConflictChoices';

/** The key of a move among the choices: its kind and id ('player|12', 'faab|3'). */
export const undoKey = (undo: Pick<TradeUndo, 'kind' | 'id'>) => `${undo.kind}|${undo.id}`;

const dollars = (value: TradeUndo['to']) => `$${value ?? 0}`;
/** "Night Owls'", "Team A's". */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** "Ann Lee would go back to Team A, undoing the trade of Oct 1, 2025 between Team A and Team B". */
export function describeUndo(undo: TradeUndo): string {
  const date = new Date(undo.trade.acceptedAt).toLocaleDateString(undefined, { dateStyle: 'medium' });
  const [proposing, receiving] = undo.trade.teams;
  let move: string;
  if (undo.kind === 'faab')
    move = `${possessive(undo.name)} FAAB would go from ${dollars(undo.from)} to ${dollars(undo.to)}`;
  else if (undo.to === null) move = `${undo.name} would become a free agent`;
  // Back: to the trade's other team, the one he left in it.
  else if (undo.trade.teams.includes(String(undo.to)) && undo.to !== undo.from)
    move = `${undo.name} would go back to ${undo.to}`;
  else move = `${undo.name} would move to ${undo.to}`;
  return `${move}, undoing the trade of ${date} between ${proposing} and ${receiving}`;
}

export function TradeUndoChoices({
  undos,
  chosen,
  onChoose,
  provider,
}: {
  /** The name of the league's provider ('Yahoo', 'Sleeper'). */
  provider: string;
  undos: readonly TradeUndo[];
  /** The commissioner's choices by undoKey; a move not chosen keeps the league's. */
  chosen: ReadonlyMap<string, ConflictChoice>;
  onChoose: (key: string, keep: ConflictChoice) => void;
}) {
  return undos.map((undo) => {
    const key = undoKey(undo);
    const keep = chosen.get(key) ?? 'league';
    const options: Array<{ value: ConflictChoice; label: string }> = [
      { value: 'league', label: "Keep the league's (the trade stands)" },
      { value: 'provider', label: `Take ${provider}'s` },
    ];
    return (
      <ChoiceGroup key={key}>
        <legend>{describeUndo(undo)}.</legend>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={`trade-undo-${key}`}
              value={option.value}
              checked={keep === option.value}
              onChange={() => onChoose(key, option.value)}
            />
            {option.label}
          </label>
        ))}
      </ChoiceGroup>
    );
  });
}
