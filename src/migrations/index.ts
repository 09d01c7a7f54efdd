import * as migration_20261123_020306_initial from './20261123_020306_initial'
import * as migration_20261123_020306_initial_auth from './20261123_020306_initial_auth'
import * as migration_20261123_013600_rate_limits from './20261123_013600_rate_limits'

export const migrations = [
  { up: migration_20261123_020306_initial.up, down: migration_20261123_020306_initial.down, name: '20261123_020306_initial' },
  { up: migration_20261123_020306_initial_auth.up, down: migration_20261123_020306_initial_auth.down, name: '20261123_020306_initial_auth' },
  { up: migration_20261123_013600_rate_limits.up, down: migration_20261123_013600_rate_limits.down, name: '20261123_013600_rate_limits' },
]
