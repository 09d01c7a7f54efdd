import * as migration_20261123_011222_initial from './20261123_011222_initial'
import * as migration_20261123_011222_initial_auth from './20261123_011222_initial_auth'

export const migrations = [
  { up: migration_20261123_011222_initial.up, down: migration_20261123_011222_initial.down, name: '20261123_011222_initial' },
  { up: migration_20261123_011222_initial_auth.up, down: migration_20261123_011222_initial_auth.down, name: '20261123_011222_initial_auth' },
]
