import { useSession } from '../../../api/session.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { toast } from '../../../ui/toast-store.ts'
import { toggleGameLike, useIsLiked } from '../api/game-like.ts'
import { HeartIcon } from './heart-icon.tsx'
import s from './like-button.module.css'

/**
 * The favourite heart, for signed-in players only. Changes at once; a refused or failed call puts it
 * back and says so.
 */
export function LikeButton({
  gameId,
  name,
  variant = 'card',
}: {
  gameId: number
  name: string
  variant?: 'card' | 'bar'
}) {
  const { t } = useTranslation()
  const { isLoggedIn } = useSession()
  const liked = useIsLiked(gameId)
  if (!isLoggedIn) return null
  const onClick = () => {
    void toggleGameLike(gameId, !liked).then((ok) => {
      if (!ok)
        toast(t(liked ? 'games.like.unlikeFailed' : 'games.like.likeFailed', { name }), { tone: 'error' })
    })
  }
  return (
    <button
      type="button"
      className={`${s.like} ${s[variant]} ${liked ? s.on : ''}`}
      aria-pressed={liked}
      aria-label={t('games.like.label', { name })}
      onClick={onClick}
      data-testid={`like-${gameId}`}
      data-no-snapshot=""
    >
      <HeartIcon size={variant === 'bar' ? 20 : 18} filled={liked} />
    </button>
  )
}
