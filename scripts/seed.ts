// `npm run seed`: migrates, then creates whatever seeded content is missing (idempotent).
import { bootstrap } from '../src/server/bootstrap'

const payload = await bootstrap({ forceSeed: true })
await payload.destroy()
process.exit(0)
