import { isIP } from 'node:net'

/**
 * An address cut down before storage so it no longer points at one visitor: IPv4 to its /24,
 * IPv6 to its /48. Anything that is not an address becomes 'unknown'.
 */
export function truncateAddress(address: string): string {
  const raw = address.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)
  const value = mapped ? mapped[1]! : raw
  const family = isIP(value)
  if (family === 4) {
    const [a, b, c] = value.split('.')
    return `${a}.${b}.${c}.0/24`
  }
  if (family === 6) {
    const groups = expandIpv6(value)
    return `${groups.slice(0, 3).join(':')}::/48`
  }
  return 'unknown'
}

function expandIpv6(value: string): string[] {
  let text = value
  // An embedded IPv4 tail (e.g. 64:ff9b::1.2.3.4) becomes two hex groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [, a, b, c, d] = v4.map(Number) as [number, number, number, number, number]
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail !== undefined && tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16).toString(16))
}
