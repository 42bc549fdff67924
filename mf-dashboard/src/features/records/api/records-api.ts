// The league's record book (recordEndpoints.getRecordBook, an entry of its own off the first view, docs/screens/records.md) and the
// commissioner's playoff format it is read with. Saving the format changes the champions, so
// the book is read again; a game scored anywhere changes it too, so the page reads it afresh
// whenever it opens (staleTime 0).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryRoots } from 'shared-contracts';
import { type PlayoffFormatBody, recordEndpoints } from 'shared-contracts/record-book';

// Under the games' root: the book is read from the games, so whatever refreshes them (a score
// refresh, a schedule edit, the live stream) refreshes it too, and the first view carries no root of its own.
export const recordKeys = {
  all: [queryRoots.matchups, 'record-book'] as const,
  book: () => [queryRoots.matchups, 'record-book'] as const,
};

export const recordBookQuery = () =>
  queryOptions({
    queryKey: recordKeys.book(),
    queryFn: ({ signal }) => api.call(recordEndpoints.getRecordBook, { signal }),
    staleTime: 0,
  });

export const useRecordBook = () => useQuery(recordBookQuery());

/** Saves the playoff format (the commissioner's); the book is read again with it. */
export function useSavePlayoffFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlayoffFormatBody) => api.call(recordEndpoints.setPlayoffFormat, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
