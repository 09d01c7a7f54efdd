import * as migration_20261123_014029_initial from './20261123_014029_initial'
import * as migration_20261123_014029_initial_auth from './20261123_014029_initial_auth'
import * as migration_20261123_013500_tracking from './20261123_013500_tracking'

export const migrations = [
  { up: migration_20261123_014029_initial.up, down: migration_20261123_014029_initial.down, name: '20261123_014029_initial' },
  { up: migration_20261123_014029_initial_auth.up, down: migration_20261123_014029_initial_auth.down, name: '20261123_014029_initial_auth' },
  { up: migration_20261123_013500_tracking.up, down: migration_20261123_013500_tracking.down, name: '20261123_013500_tracking' },
]
