/** Types `keys` one at a time into an input that `mask` formats, as the widgets do, returning every value shown. */
export function typeInto(mask: (value: string) => string, keys: string): string[] {
  const shown: string[] = []
  let value = ''
  for (const key of keys) {
    value = mask(value + key)
    shown.push(value)
  }
  return shown
}
