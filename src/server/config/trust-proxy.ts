import net from 'node:net'

// proxy-addr's names for whole ranges, which Fastify accepts beside addresses and CIDR ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, extra] = entry.split('/')
  const family = net.isIP(address)
  if (!family || extra !== undefined) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128)
}

/** A /0 range holds every address: trusting it is trusting every hop, whatever address it is written with. */
function trustsEveryone(entry: string): boolean {
  const [, prefix] = entry.split('/')
  return prefix !== undefined && Number(prefix) === 0
}

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For is believed, as addresses or CIDR ranges, comma-separated.
 * Never "every hop": a client could then pick the address that the per-IP limits and the audit trail see.
 */
export function parseTrustProxy(raw: string | undefined): string[] | false {
  const value = raw?.trim() ?? ''
  if (value === '' || value === 'false') return false
  if (value === 'true' || value === '*')
    throw new Error(
      `TRUST_PROXY=${value} would trust every hop, so any client could choose its own address: list the ` +
        "reverse proxy's addresses or CIDR ranges instead, e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8",
    )
  const entries = value.split(',').map((entry) => entry.trim())
  const bad = entries.filter((entry) => !isRange(entry))
  if (bad.length)
    throw new Error(
      `TRUST_PROXY holds ${bad.map((entry) => `"${entry}"`).join(', ')}, which is not an IP address or a CIDR ` +
        'range (e.g. 127.0.0.1, 10.0.0.0/8, fd00::/8): list the reverse proxy addresses, comma-separated',
    )
  const everyone = entries.filter(trustsEveryone)
  if (everyone.length)
    throw new Error(
      `TRUST_PROXY holds ${everyone.map((entry) => `"${entry}"`).join(', ')}, a range of every address: it ` +
        'would trust every hop, so any client could choose its own address. List the reverse proxy addresses ' +
        'or a narrower range instead, e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8',
    )
  return entries
}
