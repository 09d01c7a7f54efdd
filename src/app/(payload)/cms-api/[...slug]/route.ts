import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withMissingFilesNotFound, withoutNotImplemented } from '@/server/cms-api-errors'

export const GET = withMissingFilesNotFound(withoutNotImplemented(REST_GET(config)))
export const POST = withoutNotImplemented(REST_POST(config))
export const DELETE = withoutNotImplemented(REST_DELETE(config))
export const PATCH = withoutNotImplemented(REST_PATCH(config))
export const PUT = withoutNotImplemented(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
