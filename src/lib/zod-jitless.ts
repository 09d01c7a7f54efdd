/**
 * Imported for its effect, before any schema parses: Zod 4 probes `new Function` to compile fast
 * object parsers, and under our nonce-based content security policy (no 'unsafe-eval') the browser
 * blocks the probe and reports a violation on every form page. `jitless` skips the probe and the
 * compiled path (parsing stays correct, a little slower on large objects). Only `config` is
 * imported, so Zod's unused parts still drop out of the browser bundle.
 */
import { config } from 'zod'

config({ jitless: true })
