import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import { apiCall } from '../../api/http.ts'
import { apiFetchBlob } from '../../api/http-binary.ts'
import { RED_DOTS_KEY } from '../../api/red-dots.ts'

export const FEEDBACK_PAGE_SIZE = 20

/** The player's tickets, newest activity first; refetched on every visit (staff may have answered). */
export const feedbackListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['feedback', 'list'],
    queryFn: ({ pageParam, signal }) =>
      apiCall('getFeedbackList', { pageNum: pageParam, pageSize: FEEDBACK_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
    staleTime: 0,
  })

/** One ticket and its conversation. Opening it marks staff replies read, so the dots are asked again. */
export const feedbackDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['feedback', 'detail', id],
    queryFn: ({ signal }) => apiCall('getFeedbackDetail', { id }, { signal }),
    staleTime: 0,
  })

export function useFeedbackDetail(id: number) {
  const queryClient = useQueryClient()
  const query = useQuery(feedbackDetailQueryOptions(id))
  const seen = query.data?.id
  useEffect(() => {
    if (seen === undefined) return
    void queryClient.invalidateQueries({ queryKey: RED_DOTS_KEY })
    void queryClient.invalidateQueries({ queryKey: ['feedback', 'list'] })
  }, [seen, queryClient])
  return query
}

/** A follow-up from the player (text only); the conversation is asked again after it. */
export function useReplyFeedback(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ content, key }: { content: string; key: string }) =>
      apiCall('replyFeedback', { id, content, images: [] }, { idempotencyKey: key }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['feedback'] }),
  })
}

/**
 * An image of the player's own, fetched with their token (images have no public URL) and shown through
 * an object URL, kept while the page lives: ids are content hashes, so one never changes.
 */
export function useFeedbackImage(id: string) {
  return useQuery({
    queryKey: ['feedback', 'image', id],
    queryFn: async () => URL.createObjectURL(await apiFetchBlob('getFeedbackDetail', `feedbackImage/${id}`)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  })
}
