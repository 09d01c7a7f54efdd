import * as migration_20261123_012532_initial from './20261123_012532_initial'
import * as migration_20261123_012532_initial_auth from './20261123_012532_initial_auth'

export const migrations = [
  { up: migration_20261123_012532_initial.up, down: migration_20261123_012532_initial.down, name: '20261123_012532_initial' },
  { up: migration_20261123_012532_initial_auth.up, down: migration_20261123_012532_initial_auth.down, name: '20261123_012532_initial_auth' },
]
