import * as migration_20261121_151045_initial from './20261121_151045_initial';
import * as migration_20261121_151200_auth_schema from './20261121_151200_auth_schema';

export const migrations = [
  {
    up: migration_20261121_151045_initial.up,
    down: migration_20261121_151045_initial.down,
    name: '20261121_151045_initial',
  },
  {
    up: migration_20261121_151200_auth_schema.up,
    down: migration_20261121_151200_auth_schema.down,
    name: '20261121_151200_auth_schema'
  },
];
