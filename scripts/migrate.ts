// `npm run migrate`: applies committed migrations (the app also does this at start).
import { bootstrap, closePayload } from '../src/server/bootstrap'

const payload = await bootstrap()
await closePayload(payload)
process.exit(0)
