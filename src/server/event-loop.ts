// When a start awaits only promises (the database's WebAssembly, a module loading), Node finds its event loop empty
// and, before going on, waits until V8's background work is done: optimising the database's WebAssembly, which can
// take longer than the start itself. A timer held for the length of the start keeps the loop alive, so the start
// goes on while that work runs beside it.

/** Keeps the event loop alive until the returned function is called. */
export function holdEventLoop(): () => void {
  const timer = setInterval(() => {}, 60_000)
  return () => clearInterval(timer)
}
