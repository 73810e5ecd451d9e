import { useQuery } from '@tanstack/react-query'
import { errorMessageKey } from '../../api/errors.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { PageBody } from '../../ui/layout.tsx'
import { NavLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { toast } from '../../ui/toast-store.ts'
import { userInfoQueryOptions } from '../auth/index.ts'
import { useUpdateProfile } from './api/update-profile.ts'
import { AVATAR_IDS, Avatar } from './avatars.tsx'
import { NicknameForm } from './nickname-form.tsx'
import s from './profile-page.module.css'

/** Shows only the last digits of the bound phone. */
export const maskPhone = (phone: string): string => (phone.length > 4 ? `•••• ${phone.slice(-4)}` : phone)

export function ProfilePage() {
  const { t } = useTranslation()
  const { user, isLoggedIn } = useSession()
  // Fresh hasPassword / mobile for the security rows; the session copy paints first.
  useQuery({ ...userInfoQueryOptions(), enabled: isLoggedIn })
  const update = useUpdateProfile()

  const pickAvatar = (avatar: string) => {
    if (avatar === user?.avatar) return
    update.mutate({ avatar }, { onError: (error) => toast(t(errorMessageKey(error)), { tone: 'error' }) })
  }

  if (!user) return null
  return (
    <>
      <PageHeader title={t('profile.title')} fallback="/member" />
      <PageBody>
        <div className={s.stack}>
          <div className={s.preview}>
            <Avatar id={user.avatar} size={88} label={t('profile.avatarCurrent')} />
            <p className={s.previewName}>{user.nickname}</p>
          </div>

          <section className={s.section} aria-labelledby="profile-avatar">
            <h2 id="profile-avatar" className={s.sectionTitle}>
              {t('profile.avatar')}
            </h2>
            <div className={s.avatars} role="radiogroup" aria-labelledby="profile-avatar">
              {AVATAR_IDS.map((id) => (
                // biome-ignore lint/a11y/useSemanticElements: a radio input cannot hold the avatar art as its face.
                <button
                  key={id}
                  type="button"
                  role="radio"
                  aria-checked={user.avatar === id}
                  aria-label={t('profile.avatarOption', { number: id })}
                  className={s.avatarOption}
                  onClick={() => pickAvatar(id)}
                >
                  <Avatar id={id} size={56} />
                </button>
              ))}
            </div>
          </section>

          <section className={s.section} aria-labelledby="profile-nickname">
            <h2 id="profile-nickname" className={s.sectionTitle}>
              {t('profile.nickname')}
            </h2>
            <NicknameForm key={user.nickname} current={user.nickname} />
          </section>

          <section className={s.section} aria-labelledby="profile-security">
            <h2 id="profile-security" className={s.sectionTitle}>
              {t('profile.security')}
            </h2>
            <div className={s.rows}>
              {user.account ? (
                <div className={s.row}>
                  <span className={s.rowLabel}>{t('profile.account')}</span>
                  <span className={s.rowValue}>{user.account}</span>
                </div>
              ) : null}
              <div className={s.row}>
                <span className={s.rowLabel}>{t('profile.phone')}</span>
                {user.mobile ? (
                  <span className={s.rowValue}>{maskPhone(user.mobile)}</span>
                ) : (
                  <NavLink href="/auth/bind" className={s.action}>
                    {t('profile.bindPhone')}
                  </NavLink>
                )}
              </div>
              <div className={s.row}>
                <span className={s.rowLabel}>{t('profile.password')}</span>
                {user.hasPassword ? (
                  <span className={s.rowValue}>{t('profile.passwordSet')}</span>
                ) : (
                  <NavLink href="/auth/set-password" className={s.action}>
                    {t('profile.setPassword')}
                  </NavLink>
                )}
              </div>
            </div>
          </section>
        </div>
      </PageBody>
    </>
  )
}
