import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreateDraftBody, DraftSummaryData, GameDef } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { createDraft, deleteDraft, getDraft, listDrafts, type DraftOrder } from '../api/drafts';

/**
 * The logged-in player's drafts of the game (docs/product.md "Favourites and drafts"), listed in `order`
 * (nothing is asked for a visitor): `drafts` is null until the list answers, `failed` when it could not be
 * loaded. `save` creates one and lists them again, `remove` deletes one and drops it from every cached
 * list, `fetchDraft` fetches one with its lines. Each rejects with the HttpClient's AppError.
 */
export function useDrafts(game: GameDef) {
  const { api } = useRemote();
  const session = useSession();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<DraftOrder>('created_at');
  const prefix = gamesKeys.drafts(game.slug, session.customerCode);
  const list = useQuery({
    queryKey: [...prefix, order],
    queryFn: () => listDrafts(api, game, order),
    enabled: session.status === 'authenticated',
  });
  const save = useMutation({
    mutationFn: (body: CreateDraftBody) => createDraft(api, game, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: prefix });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteDraft(api, game, id),
    onSuccess: (_done, id) =>
      queryClient.setQueriesData<DraftSummaryData[]>({ queryKey: prefix }, (drafts) =>
        drafts?.filter((d) => d.draft_id !== id),
      ),
  });
  return {
    drafts: list.data ?? null,
    failed: list.isError,
    order,
    setOrder,
    saving: save.isPending,
    save: save.mutateAsync,
    remove: remove.mutateAsync,
    fetchDraft: (id: string) => getDraft(api, game, id),
  };
}
