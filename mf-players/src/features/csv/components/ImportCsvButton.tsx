import { useRef } from 'react';
import { Button } from 'shared-ui';
import { PLAYERS_TEXT } from '../../../lib/messages';

/** 'Import CSV': a button that opens the file chooser for .csv files (not while `busy`). */
export function ImportCsvButton({ onFile, busy }: { onFile: (file: File) => void; busy: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={busy}>
        {PLAYERS_TEXT.importCsv}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        hidden
        disabled={busy}
        data-testid="import-csv-input"
        aria-label={PLAYERS_TEXT.importCsv}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after fixing it) imports it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
