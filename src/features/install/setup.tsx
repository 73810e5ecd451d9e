import { lazy, Suspense } from 'react'
import { type ModalContentProps, registerModal } from '../../ui/modal-store.ts'
import { Spinner } from '../../ui/spinner.tsx'

const LazyDownload = lazy(() => import('./download-modal.tsx').then((m) => ({ default: m.DownloadModal })))

function DownloadBody(props: ModalContentProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyDownload {...props} />
    </Suspense>
  )
}

let done = false

/** Registers the 'download' modal once at boot; its body loads on first open. */
export function setupInstall(): void {
  if (done) return
  done = true
  registerModal('download', DownloadBody, { labelKey: 'install.title' })
}
