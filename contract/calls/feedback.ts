import { z } from 'zod'
import { pageParams, pageReplyFields, requestBody, text, textMatching } from '../common.ts'
import { FEEDBACK_CATEGORIES, FEEDBACK_IMAGE_TYPES, FEEDBACK_TEXT_MAX } from '../feedback-limits.ts'

/**
 * Feedback tickets (issue 20; spec 2 /feedback, /feedback/record, /feedback/record/{id}; spec 3
 * feedbackConfig.imagesLimit). The spec names no calls: these follow its style (getMail2, getMailDetail).
 * Images travel apart from the JSON calls, as raw bytes: `POST /app/v1/uploadFeedbackImage` answers an
 * image id, which addFeedback and replyFeedback then name; `GET /app/v1/feedbackImage/<id>` serves the
 * bytes to the player who uploaded them, and to no one else.
 */

export {
  FEEDBACK_CATEGORIES,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_TEXT_MAX,
  type FeedbackCategory,
} from '../feedback-limits.ts'

/** An uploaded image: the hex SHA-256 of the stored (re-encoded) bytes. */
export const feedbackImageId = textMatching(/^[0-9a-f]{64}$/)
/** The image ids of one message; how many the operator allows is checked by the server (imagesLimit). */
const imageIds = z.array(feedbackImageId).max(20).default([])
const feedbackText = text(FEEDBACK_TEXT_MAX)
  .transform((s) => s.trim())
  .pipe(z.string().min(1))

export const uploadFeedbackImageReply = z.object({
  id: z.string(),
  type: z.enum(FEEDBACK_IMAGE_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
})
export type UploadFeedbackImageReply = z.infer<typeof uploadFeedbackImageReply>

export const addFeedbackRequest = requestBody({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: feedbackText,
  images: imageIds,
})

export const addFeedbackReply = z.object({ id: z.number().int() })

export const replyFeedbackRequest = requestBody({
  id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  content: feedbackText,
  images: imageIds,
})

const ticketSummary = z.object({
  id: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  /** The ticket's first text, cut to 120 characters. */
  preview: z.string(),
  /** 'open': waiting for staff; 'answered': staff wrote last. */
  status: z.enum(['open', 'answered']),
  /** Staff wrote something the player has not opened yet (the red dot). */
  unread: z.boolean(),
  messages: z.number().int(),
  /** Epoch seconds. */
  createTime: z.number().int(),
  updateTime: z.number().int(),
})
export type FeedbackTicketSummary = z.infer<typeof ticketSummary>

export const feedbackListRequest = requestBody(pageParams)

export const feedbackListReply = z.object({
  ...pageReplyFields,
  /** Newest activity first. */
  list: z.array(ticketSummary),
})

export const feedbackMessage = z.object({
  id: z.number().int(),
  /** Who wrote it. */
  author: z.enum(['player', 'staff']),
  content: z.string(),
  /** Image ids, in the order given; fetch each through feedbackImage/<id>. */
  images: z.array(z.string()),
  /** Epoch seconds. */
  time: z.number().int(),
})
export type FeedbackMessage = z.infer<typeof feedbackMessage>

/** Opening a ticket marks its staff replies read (the red dot goes). */
export const feedbackDetailRequest = requestBody({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })

export const feedbackDetailReply = ticketSummary.extend({
  /** Oldest first. */
  conversation: z.array(feedbackMessage),
})
export type FeedbackDetail = z.infer<typeof feedbackDetailReply>
