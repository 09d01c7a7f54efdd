/**
 * This server's own address, for the requests it makes to itself (the front door's renders, the
 * background expiry of cache tags): the host it listens on (a bind to every address is reached on
 * loopback) and its port, as `npm start` passes them (HOST, PORT; 127.0.0.1:3000 by default).
 */
export function selfOrigin(host: string | undefined = process.env.HOST, port: string | undefined = process.env.PORT): string {
  const name = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${name.includes(':') ? `[${name}]` : name}:${port || '3000'}`
}
