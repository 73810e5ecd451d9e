/**
 * A feedback ticket's categories and the limits on its text and images (contract/calls/feedback.ts has the
 * calls). Zod-free, so the feedback form reads them without loading the contract's schemas.
 */
export const FEEDBACK_CATEGORIES = [
  'deposit',
  'withdraw',
  'game',
  'account',
  'bug',
  'suggestion',
  'other',
] as const
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]

/** The most a ticket's or a follow-up's text may hold (characters). */
export const FEEDBACK_TEXT_MAX = 2000
/** The most one uploaded image may weigh (bytes), before re-encoding. */
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024
/** Image types accepted (checked by content, not by name). */
export const FEEDBACK_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
