import * as migration_20261121_164816_initial from './20261121_164816_initial'
import * as migration_20261121_164816_initial_auth from './20261121_164816_initial_auth'

export const migrations = [
  { up: migration_20261121_164816_initial.up, down: migration_20261121_164816_initial.down, name: '20261121_164816_initial' },
  { up: migration_20261121_164816_initial_auth.up, down: migration_20261121_164816_initial_auth.down, name: '20261121_164816_initial_auth' },
]
