// What the provider could not answer readably and the import went without (an extra such as
// Sleeper's keepers), season by season: the seasons' teams and games were written all the
// same, so the commissioner sees what is missing and may run the import again later.
import type { SeasonImport } from 'shared-contracts/provider-setup';
import { WarningBox } from './warning-box';

export function ImportWarnings({ seasons, id }: { seasons: readonly SeasonImport[]; id: string }) {
  const warnings = seasons.flatMap((season) => season.warnings);
  if (warnings.length === 0) return null;
  return (
    <WarningBox role="group" aria-labelledby={id}>
      <p id={id}>
        <strong>Left out of the import</strong>
      </p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </WarningBox>
  );
}
