import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withGraphqlBodyErrors } from '@/server/cms-api-errors'

export const POST = withGraphqlBodyErrors(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
