import type { CollectionConfig } from 'payload'

import { Media } from './Media'
import { Pages } from './Pages'
import { Users } from './Users'

/** Every collection, in the order the admin lists them within their groups. */
export const collections: CollectionConfig[] = [Pages, Media, Users]
