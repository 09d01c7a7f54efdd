import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload Local API for server components and route handlers (one instance per process). */
export const getPayloadClient = () => getPayload({ config })
