// The league's record book (endpoints.getRecordBook, docs/screens/records.md) and the
// commissioner's playoff format it is read with. Saving the format changes the champions, so
// the book is read again; a game scored anywhere changes it too, so the page reads it afresh
// whenever it opens (staleTime 0).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, type PlayoffFormatBody, queryRoots } from 'shared-contracts';

export const recordKeys = {
  all: [queryRoots.records] as const,
  book: () => [queryRoots.records, 'book'] as const,
};

export const recordBookQuery = () =>
  queryOptions({
    queryKey: recordKeys.book(),
    queryFn: ({ signal }) => api.call(endpoints.getRecordBook, { signal }),
    staleTime: 0,
  });

export const useRecordBook = () => useQuery(recordBookQuery());

/** Saves the playoff format (the commissioner's); the book is read again with it. */
export function useSavePlayoffFormat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlayoffFormatBody) => api.call(endpoints.setPlayoffFormat, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
