import * as migration_20261123_142959_initial from './20261123_142959_initial'
import * as migration_20261123_142959_initial_auth from './20261123_142959_initial_auth'
import * as migration_20261123_013500_tracking from './20261123_013500_tracking'
import * as migration_20261123_013600_rate_limits from './20261123_013600_rate_limits'
import * as migration_20261130_140000_join_cta_for_visitors from './20261130_140000_join_cta_for_visitors'

export const migrations = [
  { up: migration_20261123_142959_initial.up, down: migration_20261123_142959_initial.down, name: '20261123_142959_initial' },
  { up: migration_20261123_142959_initial_auth.up, down: migration_20261123_142959_initial_auth.down, name: '20261123_142959_initial_auth' },
  { up: migration_20261123_013500_tracking.up, down: migration_20261123_013500_tracking.down, name: '20261123_013500_tracking' },
  { up: migration_20261123_013600_rate_limits.up, down: migration_20261123_013600_rate_limits.down, name: '20261123_013600_rate_limits' },
  {
    up: migration_20261130_140000_join_cta_for_visitors.up,
    down: migration_20261130_140000_join_cta_for_visitors.down,
    name: '20261130_140000_join_cta_for_visitors',
  },
]
