// `npm run seed`: migrates, then creates whatever seeded content is missing (idempotent).
import { bootstrap, closePayload } from '../src/server/bootstrap'

const payload = await bootstrap({ forceSeed: true })
await closePayload(payload)
process.exit(0)
