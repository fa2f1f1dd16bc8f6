import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteCalls } from '@contract/site-calls';
import { Code } from '@contract/envelope';
import { ApiError } from '@/lib/http/errors';
import { requestEnvelope } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from './query-keys';

/** POST /api/article {type} → {name, content}; 202 (no such article) is null, shown as empty. */
export async function fetchArticle(type: number) {
  const answer = await requestEnvelope(siteCalls.article, { type }, { toast: 'none' });
  if (answer.code === Code.ok) return answer.data ?? null;
  if (answer.code === Code.noData) return null;
  throw new ApiError('business', siteCalls.article.path, answer.message, answer.code);
}

export const articleKey = siteKeyFactory<'article', [type: number]>('article');

export const articleQueryOptions = (type: number) =>
  queryOptions({
    queryKey: articleKey(type),
    queryFn: () => fetchArticle(type),
    staleTime: freshness.reference,
  });

export function useArticle(type: number | null) {
  return useQuery({ ...articleQueryOptions(type ?? 0), enabled: type !== null });
}
