import 'react'

declare module 'react' {
  interface HTMLAttributes<T> {
    /** Element Timing API: the browser reports when this element is first painted. */
    elementtiming?: string
  }
}
