import type { ButtonConfigs } from '@/payload-types'

type Button = NonNullable<ButtonConfigs>[number]
type PerUserType = Button['perUserType'][number]

/** A button with one label and destination for everyone (GUEST is the fallback). */
export function seedButton(
  label: string,
  href: string,
  options: Partial<Omit<Button, 'perUserType'>> & { perUserType?: Omit<PerUserType, 'id'>[] } = {},
): Button {
  const { perUserType, ...rest } = options
  return {
    kind: href.startsWith('http') ? 'externalLink' : 'internalLink',
    variant: 'primary',
    icon: null,
    iconPlacement: 'RIGHT',
    isDisabled: false,
    hideButtonIf: [],
    ...rest,
    perUserType: perUserType ?? [{ userType: 'GUEST', label, href, info: null }],
  }
}
