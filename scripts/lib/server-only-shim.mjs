// Scripts run outside Next, where `server-only` would throw; they are server code by definition.
import { register } from 'node:module'

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true }
  return next(specifier, context)
}`),
)
