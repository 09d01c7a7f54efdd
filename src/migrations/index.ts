import * as migration_20261123_010701_initial from './20261123_010701_initial'
import * as migration_20261123_010701_initial_auth from './20261123_010701_initial_auth'

export const migrations = [
  { up: migration_20261123_010701_initial.up, down: migration_20261123_010701_initial.down, name: '20261123_010701_initial' },
  { up: migration_20261123_010701_initial_auth.up, down: migration_20261123_010701_initial_auth.down, name: '20261123_010701_initial_auth' },
]
