import net from 'node:net'

/**
 * The network an address belongs to, as throttling counts it: an IPv4 address by itself, an IPv6 address by its
 * /64 (one subscriber's whole block: rotating addresses inside it gains nothing). IPv4 written as IPv6
 * (::ffff:1.2.3.4) is IPv4.
 */
export function networkOf(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
  if (v4) return v4
  // An IPv4 address has no colon: it skips isIPv6's long pattern, which a login step would run several times.
  if (ip.includes(':') && net.isIPv6(ip)) {
    const [head = '', tail = ''] = ip.toLowerCase().split('::')
    const left = head ? head.split(':') : []
    const right = tail ? tail.split(':') : []
    const groups = ip.includes('::')
      ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
      : left
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`
  }
  return ip
}
