import { createFileRoute } from '@tanstack/react-router'
import { TasksPage } from '../../features/tasks/tasks-page.tsx'

// Visitors see the tasks too (with a log-in button); ?group=N picks the group (DESIGN 5: Tasks1).
export const Route = createFileRoute('/bonus/tasks')({
  staticData: { titleKey: 'bonus.tabs.tasks' },
  component: TasksPage,
})
