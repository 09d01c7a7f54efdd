import { homePage } from './home'
import type { PageSeed } from './types'

export const pageSeeds: PageSeed[] = [homePage]
