/** A small seeded pseudo-random generator (sfc32): the same seed gives the same sequence on any machine. */
export class Random {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: number) {
    // splitmix32 spreads a small integer seed over the four words of state.
    let s = seed >>> 0
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0
      let z = s
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
      return (z ^ (z >>> 16)) >>> 0
    }
    this.a = next()
    this.b = next()
    this.c = next()
    this.d = next()
    for (let i = 0; i < 12; i++) this.uint32()
  }

  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0
    this.d = (this.d + 1) >>> 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) >>> 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) >>> 0
    return t
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }

  /** Integer in [min, max] leaning towards the middle (sum of two uniforms). */
  around(min: number, max: number): number {
    return Math.round(min + ((this.next() + this.next()) / 2) * (max - min))
  }

  /** A version-4 UUID drawn from this generator (so seeded data has reproducible ids). */
  uuid(): string {
    const hex = (n: number) => n.toString(16).padStart(8, '0')
    const w = [this.uint32(), this.uint32(), this.uint32(), this.uint32()]
    w[1] = ((w[1]! & 0xffff0fff) | 0x00004000) >>> 0 // version 4
    w[2] = ((w[2]! & 0x3fffffff) | 0x80000000) >>> 0 // RFC 4122 variant
    const s = w.map(hex).join('')
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
  }
}
