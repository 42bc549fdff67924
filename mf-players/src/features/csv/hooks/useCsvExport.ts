import type { Player } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { CSV_TEXT } from '../../../lib/messages';
import { downloadTextFile } from '../download-file';
import { exportFileName, playersToCsv } from '../export-csv';

/** 'Export CSV': the players shown (filters applied, in the shown order) as a download. */
export function useCsvExport(year: number, shown: () => readonly Player[]) {
  const { toast } = useToast();
  return () => {
    const players = shown();
    if (players.length === 0) {
      toast({ title: CSV_TEXT.nothingToExport });
      return;
    }
    downloadTextFile(playersToCsv(players), exportFileName(year));
    toast({ title: CSV_TEXT.exported(players.length) });
  };
}
