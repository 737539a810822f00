const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max)

/** Brazilian phone as typed: '(11) 91234-5678' for mobiles, '(11) 3234-5678' for landlines. */
export function maskPhone(value: string): string {
  // A pasted '+55 11 91234-5678': the country code is not part of the number the mask shows.
  const d = digits(value.replace(/^\s*\+\s*55/, ''), 11)
  if (d.length <= 2) return d.length ? `(${d}` : ''
  const area = `(${d.slice(0, 2)}) `
  const rest = d.slice(2)
  const split = rest.length > 8 ? 5 : 4
  return rest.length > split ? `${area}${rest.slice(0, split)}-${rest.slice(split)}` : `${area}${rest}`
}

/** CEP as typed: '01310-100'. */
export function maskCep(value: string): string {
  const d = digits(value, 8)
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d
}
