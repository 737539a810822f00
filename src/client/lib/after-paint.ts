/** A hidden tab paints no frame: the work then runs this long after it was asked for instead. */
const HIDDEN_TAB_MS = 100

/**
 * Runs `work` once, just after the browser has painted its next frame (or after HIDDEN_TAB_MS, whichever comes
 * first): for work that need not hold up what a click shows, such as sending a draft the browser already keeps.
 */
export function afterPaint(work: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    work()
  }
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, HIDDEN_TAB_MS)
}
