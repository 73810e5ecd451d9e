import type { Db } from '../../../db/client.ts'
import { activityStatus } from './tasks.service.ts'

/**
 * The task flags of spec 3 (an award-flag source for getRedDots): taskAwardFlag and the red dot hasTask
 * are both "a task reward is ready to claim now", the same test activityGetStatusList answers.
 */
export async function tasksFlags(
  db: Db,
  userId: number,
  now: number,
): Promise<{ taskAwardFlag: boolean; hasTask: boolean }> {
  const { taskAwardFlag } = await activityStatus(db, userId, now)
  return { taskAwardFlag, hasTask: taskAwardFlag }
}
