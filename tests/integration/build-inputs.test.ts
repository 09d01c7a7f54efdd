import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { BUILD_INPUTS, buildIsStale } from '../../scripts/lib/build-inputs.mjs'

let root = ''
const at = (relative: string) => path.join(root, relative)
const INPUTS = ['src', 'next.config.ts']

/** Sets a file's or folder's times to the given number of seconds after a fixed moment. */
function touch(relative: string, seconds: number) {
  const moment = new Date(Date.UTC(2026, 0, 1) + seconds * 1000)
  fs.utimesSync(at(relative), moment, moment)
}

/** A project with two sources, built (BUILD_ID) after both were last changed. */
function writeBuiltProject() {
  fs.mkdirSync(at('src/app'), { recursive: true })
  fs.mkdirSync(at('.next'))
  fs.writeFileSync(at('src/app/page.tsx'), 'export default function Page() {}')
  fs.writeFileSync(at('src/app/error.tsx'), 'export default function Error() {}')
  fs.writeFileSync(at('next.config.ts'), 'export default {}')
  fs.writeFileSync(at('.next/BUILD_ID'), 'build')
  for (const source of ['src/app/page.tsx', 'src/app/error.tsx', 'next.config.ts', 'src/app', 'src']) touch(source, 0)
  touch('.next/BUILD_ID', 60)
}

describe('whether npm start rebuilds', () => {
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'))
    writeBuiltProject()
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('keeps a build newer than every source, and builds when there is none', () => {
    expect(buildIsStale(root, INPUTS)).toBe(false)
    fs.rmSync(at('.next/BUILD_ID'))
    expect(buildIsStale(root, INPUTS)).toBe(true)
  })

  it('rebuilds after a source or the config changed', () => {
    touch('src/app/page.tsx', 120)
    expect(buildIsStale(root, INPUTS)).toBe(true)
    touch('src/app/page.tsx', 0)
    touch('next.config.ts', 120)
    expect(buildIsStale(root, INPUTS)).toBe(true)
  })

  it('rebuilds after a source was deleted, which leaves only its folder newer', () => {
    fs.rmSync(at('src/app/error.tsx'))
    touch('src/app', 120)
    expect(buildIsStale(root, INPUTS)).toBe(true)
  })

  it('rebuilds after a source was renamed, though the file itself is older than the build', () => {
    fs.renameSync(at('src/app/page.tsx'), at('src/app/home.tsx'))
    touch('src/app/home.tsx', 0)
    touch('src/app', 120)
    expect(buildIsStale(root, INPUTS)).toBe(true)
  })

  it('looks past node_modules', () => {
    fs.mkdirSync(at('src/node_modules'))
    fs.writeFileSync(at('src/node_modules/x.js'), '')
    touch('src/node_modules/x.js', 120)
    touch('src/node_modules', 0)
    touch('src', 0)
    expect(buildIsStale(root, INPUTS)).toBe(false)
  })
})

describe("npm start's build inputs", () => {
  it('count every module of ours that next.config.ts imports, so a change to one rebuilds', () => {
    const config = fs.readFileSync(path.join(import.meta.dirname, '../../next.config.ts'), 'utf8')
    const local = [...config.matchAll(/^import .* from '\.\/(.+)'$/gm)].map((match) => match[1])
    expect(local).toContain('scripts/lib/turbopack-chunking.mjs')
    const uncovered = local.filter(
      (file) => !BUILD_INPUTS.some((input: string) => file === input || file.startsWith(`${input}/`)),
    )
    expect(uncovered).toEqual([])
  })
})
