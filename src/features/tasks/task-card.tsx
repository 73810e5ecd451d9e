import { useRouter } from '@tanstack/react-router'
import type { Task } from '../../../contract/calls/tasks.ts'
import { TaskState } from '../../../contract/task-kinds.ts'
import { useTranslation } from '../../i18n/index.ts'
import { Button } from '../../ui/button.tsx'
import { CoinIcon, SparkIcon } from '../../ui/icons.tsx'
import { Money, useMoney } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { isAmountGoal, taskName } from './task-text.ts'
import s from './tasks.module.css'
import { useFinishTask } from './tasks-api.ts'

/** Prize 2002: the task pays points (a count) instead of coin. */
const PRIZE_POINTS = 2002

interface TaskCardProps {
  task: Task
  signedIn: boolean
  claiming: boolean
  onClaim: () => void
}

/** One task: its name, the progress bar with the figures, the reward and what can be done now. */
export function TaskCard({ task, signedIn, claiming, onClaim }: TaskCardProps) {
  const { t } = useTranslation()
  const money = useMoney()
  const name = taskName(task, t, (minor) => money(minor, 'amount'))
  const percent = Math.floor((task.progress * 100) / task.target)
  const figure = (value: number) =>
    isAmountGoal(task.goal) ? <Money value={value} kind="amount" /> : t('tasks.count', { count: value })
  return (
    <li className={s.task}>
      <div className={s.taskHead}>
        <h3 className={s.taskName}>{name}</h3>
        <span className={s.reward} data-prize={task.propId}>
          {task.propId === PRIZE_POINTS ? <SparkIcon size={18} /> : <CoinIcon size={18} />}
          <span className="visually-hidden">{t('tasks.reward')} </span>
          {task.propId === PRIZE_POINTS ? (
            t('tasks.points', { count: task.reward })
          ) : (
            <Money value={task.reward} kind="amount" />
          )}
        </span>
      </div>
      <div
        className={s.bar}
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={s.fill} style={{ width: `${percent}%` }} />
      </div>
      <div className={s.taskFoot}>
        <span className={s.figures}>
          {figure(task.progress)} / {figure(task.target)}
        </span>
        <TaskAction task={task} signedIn={signedIn} claiming={claiming} onClaim={onClaim} />
      </div>
    </li>
  )
}

function TaskAction({ task, signedIn, claiming, onClaim }: TaskCardProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const finish = useFinishTask()
  if (task.state === TaskState.ready && signedIn)
    return (
      <Button size="sm" loading={claiming} onClick={onClaim}>
        {t('tasks.claim')}
      </Button>
    )
  if (task.state === TaskState.claimed) return <span className={s.done}>{t('tasks.claimed')}</span>
  if (task.state === TaskState.closed)
    return (
      <span className={s.muted}>
        {task.minVip > 0 ? t('tasks.fromVip', { level: task.minVip }) : t('tasks.closed')}
      </span>
    )
  if (!task.link) return null
  // A visit task is done by opening its page: the Go button tells the server, then goes there.
  if (task.goal === 'visit' && signedIn)
    return (
      <Button
        size="sm"
        variant="secondary"
        loading={finish.isPending}
        onClick={() => finish.mutate(task.id, { onSettled: () => void router.navigate({ href: task.link }) })}
      >
        {t('tasks.go')}
      </Button>
    )
  return (
    <AppLink href={task.link} className={s.go}>
      {t('tasks.go')}
    </AppLink>
  )
}
