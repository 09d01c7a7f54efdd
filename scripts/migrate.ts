// `npm run migrate`: applies committed migrations (the app also does this at start).
import { bootstrap } from '../src/server/bootstrap'

const payload = await bootstrap()
await payload.destroy()
process.exit(0)
