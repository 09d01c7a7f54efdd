/**
 * Zod, configured for a strict content security policy. Zod 4 probes `new Function` to compile
 * fast object parsers; under our nonce-based policy (no 'unsafe-eval') the browser blocks the probe
 * and reports a violation on every form page. `jitless` skips the probe and the compiled path
 * (parsing stays correct, a little slower on large objects). Import `z` from here, not from 'zod'.
 */
import { z } from 'zod'

z.config({ jitless: true })

export { z }
