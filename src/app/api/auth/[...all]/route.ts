import { handleAuthRequest } from '@/server/auth/handler'

export const dynamic = 'force-dynamic'

/** Better Auth: sign-up, sign-in, magic links, verification, password reset, guests, sign-out. */
export const GET = handleAuthRequest
export const POST = handleAuthRequest
